/**
 * One long section of the about page: a heading whose button shows or hides the section (react-aria-components
 * Disclosure: the button says whether it is expanded and which panel it controls; Enter and Space toggle it). With
 * `mountWhenExpanded` the content is made only once the section is first opened (so what it loads is asked for
 * only then), and kept afterwards.
 */
import { useState, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components/Disclosure';

export interface AboutSectionProps {
  title: string;
  defaultExpanded?: boolean;
  mountWhenExpanded?: boolean;
  children: ReactNode;
}

export function AboutSection({
  title,
  defaultExpanded = false,
  mountWhenExpanded = false,
  children,
}: AboutSectionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [opened, setOpened] = useState(defaultExpanded);
  return (
    <Disclosure
      className="about-section"
      isExpanded={expanded}
      onExpandedChange={(next) => {
        setExpanded(next);
        if (next) setOpened(true);
      }}
    >
      <Heading level={2} className="about-section__heading">
        <Button slot="trigger" className="about-section__trigger">
          <span className="about-section__chevron" aria-hidden="true" />
          {title}
        </Button>
      </Heading>
      <DisclosurePanel className="about-section__panel">
        {!mountWhenExpanded || opened ? children : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
