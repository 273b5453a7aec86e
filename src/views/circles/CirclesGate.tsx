/**
 * Circles exist only on servers that say they have them (kmyblue; services/collections/collection-features.ts):
 * a circles screen shows its content only there, and otherwise says it is checking, or that circles are not
 * available here (with a retry after a failure).
 */
import type { ReactNode } from 'react';
import { FeatureGate } from '../collections/FeatureGate';

export function CirclesGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate feature="circles" messages="circles">
      {children}
    </FeatureGate>
  );
}
