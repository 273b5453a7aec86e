/**
 * Antennas exist only on kmyblue servers, detected from what the server says (collection-features.ts): an antenna
 * screen shows its content only there, and otherwise says it is checking, or that antennas are not available here.
 */
import type { ReactNode } from 'react';
import { FeatureGate } from '../collections/FeatureGate';

export function AntennasGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate feature="antennas" messages="antennas">
      {children}
    </FeatureGate>
  );
}
