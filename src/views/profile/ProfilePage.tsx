// Placeholder until the profile page is written. Route: /@{acct}.
export default function ProfilePage() {
  return <section />;
}
