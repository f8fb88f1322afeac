/** The browser chunk groups name real files and folders, so renaming or moving one fails here instead of silently changing the bundles. */
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_GROUPS,
  codeSplittingGroups,
  groupTakes,
  modulePathOf,
  type ChunkGroup,
} from '../../../../scripts/portal-build/chunk-groups.ts';

const ROOT = '/repo/';
const groupOf = (id: string, groups: readonly ChunkGroup[] = CHUNK_GROUPS) =>
  [...groups].sort((a, b) => b.priority - a.priority).find((group) => groupTakes(group, id, ROOT))?.name ?? null;

const declaredPaths = CHUNK_GROUPS.flatMap((group) =>
  [...group.members, ...(group.except ?? [])].map((path) => [group.name, path] as const),
);

describe('the browser chunk groups', () => {
  it.each(declaredPaths)('%s names %s, which exists as declared (a folder ends in /)', (_group, path) => {
    expect(existsSync(path), `${path} is gone: move the group's entry with the file, or drop it`).toBe(true);
    expect(statSync(path).isDirectory()).toBe(path.endsWith('/'));
  });

  it('keep out only what one of their folders would take', () => {
    const stray = CHUNK_GROUPS.flatMap((group) =>
      (group.except ?? [])
        .filter(
          (kept) => !group.members.some((member) => member.endsWith('/') && kept.startsWith(member) && kept !== member),
        )
        .map((kept) => `${group.name}: ${kept}`),
    );
    expect(stray).toEqual([]);
  });

  it('have names and priorities of their own, so which group takes a shared module is never a tie', () => {
    expect(new Set(CHUNK_GROUPS.map((group) => group.name)).size).toBe(CHUNK_GROUPS.length);
    expect(new Set(CHUNK_GROUPS.map((group) => group.priority)).size).toBe(CHUNK_GROUPS.length);
  });

  it('take every module of a folder but the ones kept out, and a higher group takes what two groups name', () => {
    expect(groupOf('/repo/src/stores/auth.ts')).toBe('core');
    expect(groupOf('/repo/src/stores/toast-carry.ts')).toBeNull();
    expect(groupOf('/repo/src/domain/loans/status.ts')).toBe('screen-kit');
    expect(groupOf('/repo/src/domain/loans/validate.ts')).toBeNull();
    expect(groupOf('/repo/src/lib/list-query.ts')).toBe('list-kit');
    expect(groupOf('/repo/src/components/layout/ShellTopbar.tsx')).toBe('shell');
    expect(groupOf('/repo/src/components/layout/SearchDialog.tsx')).toBeNull();
  });

  it('read packages from the last node_modules of the path, and bundler modules by name', () => {
    expect(groupOf('/repo/node_modules/react-dom/client.js')).toBe('react');
    expect(groupOf('/elsewhere/node_modules/x/node_modules/zod/v4/classic/parse.js')).toBe('auth-forms');
    expect(groupOf('/repo/node_modules/lucide-react/dist/esm/Icon.mjs')).toBe('shell');
    expect(groupOf('/repo/node_modules/lucide-react/dist/esm/icons/bell.mjs')).toBeNull();
    expect(groupOf('\0vite/preload-helper.js')).toBe('core');
    expect(groupOf('C:\\repo\\node_modules\\nanostores\\atom\\index.js')).toBe('core');
  });

  it("never take an Astro <script> module, a page's own entry, nor a module outside the project", () => {
    expect(modulePathOf('/repo/src/components/layout/Footer.astro?astro&type=script&index=0&lang.ts', ROOT)).toBeNull();
    expect(groupOf('/repo/src/components/auth/LoginForm.astro?astro&type=script&index=0&lang.ts')).toBeNull();
    expect(groupOf('/repo/src/components/auth/login-form.ts')).toBeNull();
    expect(groupOf('/repo/src/components/auth/RegisterForm.tsx')).toBe('auth-forms');
    expect(groupOf('/other/src/stores/auth.ts')).toBeNull();
  });

  it('are handed to rolldown in their order, each with its test', () => {
    const groups = codeSplittingGroups();
    expect(groups.map((group) => [group.name, group.priority])).toEqual(
      CHUNK_GROUPS.map((group) => [group.name, group.priority]),
    );
    expect(
      groups.find((group) => group.name === 'forms')?.test(`${process.cwd()}/src/components/forms/TextField.tsx`),
    ).toBe(true);
  });
});
