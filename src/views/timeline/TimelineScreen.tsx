// Placeholder until the timeline screens are written (issue 3, first timelines).
export interface TimelineScreenProps {
  /** a timeline name of spec 2: home, community, public, public:remote, hashtag:{tag}, list:{id}, ... */
  timeline: string;
}

export default function TimelineScreen({ timeline }: TimelineScreenProps) {
  return <section aria-label={timeline} />;
}
