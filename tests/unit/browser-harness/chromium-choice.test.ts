import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_CHOICE_VARIABLE,
  chooseChromium,
  resolveChromium,
  SYSTEM_CHROMIUM_PATH,
} from '../../browser/harness/chromium';
import { findPackagedChromium } from '../../browser/harness/packaged-chromium';

const asking = (value: string | undefined) => ({ [CHROMIUM_CHOICE_VARIABLE]: value });

describe('which Chromium the browser specs and benchmarks launch', () => {
  it("takes Debian's where it is installed and the packaged one where it is not", () => {
    expect(chooseChromium(asking(undefined), true)).toBe('system');
    expect(chooseChromium(asking(undefined), false)).toBe('packaged');
    expect(chooseChromium(asking('auto'), true)).toBe('system');
    expect(chooseChromium(asking('auto'), false)).toBe('packaged');
  });

  it('follows the variable that forces one or the other', () => {
    expect(chooseChromium(asking('packaged'), true)).toBe('packaged');
    expect(chooseChromium(asking('system'), false)).toBe('system');
  });

  it('refuses a value it does not know, naming the ones it does', () => {
    expect(() => chooseChromium(asking('firefox'), true)).toThrow(
      /TSUBAME_CHROMIUM=firefox: expected system, packaged or auto/,
    );
  });

  it("says how to install Debian's when it is forced but missing", async () => {
    let installed = true;
    try {
      accessSync(SYSTEM_CHROMIUM_PATH);
    } catch {
      installed = false;
    }
    if (installed) expect((await resolveChromium(asking('system'))).executablePath).toBe(SYSTEM_CHROMIUM_PATH);
    else await expect(resolveChromium(asking('system'))).rejects.toThrow(/apt-get install -y chromium/);
  });

  // unpacking the 200 MB browser the first time takes a few seconds, longer on a busy machine
  it(
    'unpacks the packaged one from the installed npm package into a browser that runs',
    { timeout: 120_000 },
    async () => {
      const resolved = await resolveChromium(asking('packaged'));
      const packaged = findPackagedChromium();
      expect(resolved).toMatchObject({ choice: 'packaged', executablePath: packaged.executablePath });
      expect(resolved.executablePath).toContain(`node_modules/.cache/packaged-chromium/${packaged.version}/chromium`);
      accessSync(resolved.executablePath, constants.X_OK);
      // the package's major version is the browser's
      const version = execFileSync(resolved.executablePath, ['--version'], { encoding: 'utf8', timeout: 60_000 });
      expect(version.trim()).toMatch(new RegExp(`^Chromium ${packaged.version.split('.')[0]}\\.`));
      // a second resolve finds it unpacked
      expect((await resolveChromium(asking('packaged'))).executablePath).toBe(resolved.executablePath);
    },
  );
});
