/**
 * The composer's pickers in Chromium against the sandbox, signed in as alice on /publish:
 * 1. The audience picker open, in the light and the dark theme, at 1280 and 390 px: axe finds nothing (the
 *    selected option's text has 4.5:1 contrast; each option's accessible name holds its label and its
 *    description line, as both show), and each option's name includes both texts. Screenshots:
 *    compose-audience-<light|dark>-<width>.png.
 * 2. The language list open: it is the server's list (GET /api/v1/instance/languages: Mohawk, which the client's
 *    own copy of the list lacks, is there; Kurmanji's old code kmr, which the server no longer lists, is not),
 *    every language has a name, never the bare code (Chromium's own language names leave out several dozen of the
 *    codes a server accepts), the list is in the order of those names, each option is named by all it shows, and
 *    axe finds nothing with it open. Screenshot: compose-languages-<width>.png.
 * 3. Settings' posting language, the same picker: the server's list, each option named by all it shows, axe in
 *    the light and the dark theme with its list open. Screenshot: settings-languages-<light|dark>-<width>.png.
 * Every step runs even when an earlier one failed; the spec fails listing each failed step.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { tracer, useColorScheme, viewportShot } from '../harness/app-journey';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import type { SpecContext } from '../harness/types';

export const name = 'compose-pickers';

/**
 * A picker's list is a modal popover (react-aria, like a native select): while it is open the rest of the page is
 * inert, so it has no main landmark or h1 for assistive technology and the list is the only content, outside any
 * landmark. These page-structure rules hold with the list closed (checked at the end); everything else is checked
 * with it open.
 */
const WHILE_MODAL_LIST_OPEN = { disableRules: ['landmark-one-main', 'page-has-heading-one', 'region'] };

const postText = (page: Page) => page.getByRole('textbox', { name: 'Post text' });
const audienceList = (page: Page) => page.getByRole('listbox', { name: 'Visibility' });
const languageList = (page: Page) => page.locator('.compose-language__popover [role="listbox"]');

async function openComposer(page: Page, clientUrl: string): Promise<void> {
  await page.goto(`${clientUrl}/publish`);
  await postText(page).waitFor({ timeout: 15_000 });
}

/** Opens the audience picker by keyboard from its button, and waits for its options. */
async function openAudience(page: Page): Promise<void> {
  const trigger = page.getByRole('button', { name: /Visibility/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await audienceList(page).getByRole('option').first().waitFor();
}

async function closeAudience(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await audienceList(page).waitFor({ state: 'detached' });
}

/**
 * Each option of `list`: its key, its accessible name (as aria-labelledby builds it, else its text) and the texts
 * it shows (its innermost spans).
 */
function optionNames(list: Locator) {
  return list.getByRole('option').evaluateAll((options) =>
    options.map((option) => {
      const ids = (option.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
      const named = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      const label = option.getAttribute('aria-label') ?? (named || (option.textContent ?? ''));
      const shown = [...option.querySelectorAll('span')]
        .filter((span) => span.querySelector('span') === null)
        .map((span) => (span.textContent ?? '').trim());
      return {
        code: option.getAttribute('data-key') ?? '',
        name: label.replace(/\s+/g, ' ').trim(),
        shown: shown.filter(Boolean),
      };
    }),
  );
}

/** Asserts that every option's accessible name holds each text it shows. */
function assertNamedByWhatTheyShow(options: Awaited<ReturnType<typeof optionNames>>): void {
  for (const option of options)
    for (const text of option.shown)
      assert.ok(option.name.includes(text), `the name "${option.name}" holds the shown "${text}"`);
}

/** Asserts that the list offered is the server's: a language only the server lists is there, one it dropped is not. */
function assertServerLanguages(options: Awaited<ReturnType<typeof optionNames>>): void {
  const codes = new Set(options.map((o) => o.code));
  assert.ok(codes.has('moh'), 'Mohawk (moh), listed by the server, is offered');
  assert.ok(!codes.has('kmr'), 'kmr, which the server does not list, is not offered');
}

export async function run({ page, clientUrl, axe }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughOAuth(page, clientUrl, 'alice');
  await openComposer(page, clientUrl);

  for (const width of [1280, 390]) {
    await step(`the audience picker at ${width} px: names hold label and description; axe light and dark`, async () => {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await postText(page).waitFor();
      try {
        for (const theme of ['light', 'dark'] as const) {
          await useColorScheme(page, theme);
          await openAudience(page);
          await viewportShot(page, `compose-audience-${theme}`);
          await axe(WHILE_MODAL_LIST_OPEN);
          const options = await optionNames(audienceList(page));
          assert.ok(options.length >= 4, `several audiences are offered (${options.length})`);
          for (const option of options)
            assert.ok(option.shown.length === 2, `"${option.name}" shows a label and a description`);
          assertNamedByWhatTheyShow(options);
          await closeAudience(page);
        }
      } finally {
        await useColorScheme(page, 'light');
      }
    });
  }

  await step('the server’s languages, each with a name, never its bare code; in name order; axe', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await postText(page).waitFor();
    await page.getByRole('button', { name: /Language/ }).click();
    const list = languageList(page);
    // the server's list replaces the client's own copy once it is in (the list may be open already)
    await list.locator('[role="option"][data-key="moh"]').waitFor();
    try {
      const named = await optionNames(list);
      assertServerLanguages(named);
      assertNamedByWhatTheyShow(named);
      const options = await list.getByRole('option').evaluateAll((nodes) =>
        nodes.map((node) => ({
          code: node.getAttribute('data-key') ?? '',
          name: (node.querySelector('.compose-select__option-label')?.textContent ?? '').trim(),
        })),
      );
      assert.ok(options.length > 150, `the list holds every language (${options.length})`);
      // a bare code is the code as it is (Vai's name is Vai, though)
      const bare = options.filter((o) => o.name === '' || o.name === o.code);
      assert.deepEqual(
        bare.map((o) => o.code),
        [],
        `languages shown by their bare code: ${bare.map((o) => o.code).join(' ')}`,
      );
      // alice has posted in no language yet from this browser: no frequently used ones come first
      const names = options.map((o) => o.name);
      const sorted = [...names].sort(new Intl.Collator('en').compare);
      assert.deepEqual(names, sorted, 'the languages are in the order of their names');
      await viewportShot(page, 'compose-languages');
      await axe(WHILE_MODAL_LIST_OPEN);
    } finally {
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
    }
  });

  await step('axe on the composer with every list closed', async () => {
    await postText(page).waitFor();
    await axe();
  });

  for (const width of [1280, 390]) {
    await step(
      `the posting language in Settings at ${width} px: the server’s list, named by what it shows; axe`,
      async () => {
        await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
        await page.goto(`${clientUrl}/settings`);
        const trigger = page.getByRole('button', { name: /Posting language/ });
        await trigger.waitFor({ timeout: 15_000 });
        try {
          for (const theme of ['light', 'dark'] as const) {
            await useColorScheme(page, theme);
            await trigger.focus();
            await page.keyboard.press('Enter');
            const list = page.getByRole('listbox');
            await list.locator('[role="option"][data-key="moh"]').waitFor();
            const options = await optionNames(list);
            assert.ok(options.length > 150, `the list holds every language (${options.length})`);
            assertServerLanguages(options);
            assertNamedByWhatTheyShow(options);
            await viewportShot(page, `settings-languages-${theme}`);
            await axe(WHILE_MODAL_LIST_OPEN);
            await page.keyboard.press('Escape');
            await list.waitFor({ state: 'detached' });
          }
        } finally {
          await useColorScheme(page, 'light');
        }
      },
    );
  }

  if (failures.length > 0) throw new Error(`${failures.length} step(s) failed:\n  - ${failures.join('\n  - ')}`);
}
