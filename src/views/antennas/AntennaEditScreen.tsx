/**
 * /antennas/:id/edit (kmyblue): an antenna's name, its settings (AntennaSettings: the switches and the list it
 * feeds), what it catches and excludes (AntennaRules: accounts, domains, hashtags, keywords), and Delete. Only on
 * a server with antennas. Loaded on first use (lazy-antennas.tsx).
 */
import { useParams } from 'react-router';
import { CollectionEditor } from '../collections/CollectionEditor';
import { AntennaRules } from './AntennaRules';
import { AntennaSettings } from './AntennaSettings';
import { AntennasGate } from './AntennasGate';
import './antennas.css';

export default function AntennaEditScreen() {
  const { id = '' } = useParams();
  return (
    <AntennasGate>
      <CollectionEditor key={id} kind="antennas" id={id} members={<AntennaRules antennaId={id} />}>
        <AntennaSettings antennaId={id} />
      </CollectionEditor>
    </AntennasGate>
  );
}
