// Placeholder until the status page is written. Route: /@{acct}/{statusId}.
export default function StatusPage() {
  return <section />;
}
