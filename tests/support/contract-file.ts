/**
 * useFileContractRecorder(): a contract recorder for the running Vitest file. After the file it writes
 * .tmp/contract/observed-<name>.json and fails the file when a request or answer broke the contract or a declared
 * violation did not happen.
 */
import { afterAll, expect } from 'vitest';
import {
  type ContractRecorder,
  type ContractRecorderOptions,
  createContractRecorder,
  testFileReportName,
} from './contract-recorder';

export interface FileContractRecorderOptions extends ContractRecorderOptions {
  /** report name; defaults to the test file's path under tests/ */
  name?: string;
}

export function useFileContractRecorder(options: FileContractRecorderOptions = {}): ContractRecorder {
  const recorder = createContractRecorder(options.name ?? testFileReportName(expect.getState().testPath), options);
  afterAll(async () => {
    await recorder.writeReport();
    const problems = recorder.problems();
    if (problems.length > 0) throw new Error(`${problems.length} contract problem(s):\n${problems.join('\n')}`);
  });
  return recorder;
}
