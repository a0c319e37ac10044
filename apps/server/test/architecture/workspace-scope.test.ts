/**
 * The workspace scope is a type: repositories and services of workspace data take a WorkspaceScope, which only
 * the membership check (or the one named constructor for trusted jobs) can make. These checks read the source so
 * that a new function taking a bare workspace id, or a new way to mint a scope, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { findTagsPage } from '../../src/modules/tags/repository';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
/** Every folder under modules/: a new module is held to the rule without being listed anywhere. */
const WORKSPACE_MODULES = readdirSync(path.join(srcRoot, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Service functions that take the caller and a workspace id and run `requireWorkspace` first themselves: the id is
 * checked before any row is read. Reviewed one by one; a new one is added here only after the same review.
 */
const CHECKS_MEMBERSHIP_ITSELF = ['modules/workspaces/service.ts: getWorkspaceBrand'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(srcRoot, file).split(path.sep).join('/');

/** Exported functions (declarations and arrow constants) with a parameter `workspaceId: string`. */
function functionsTakingBareWorkspaceId(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    for (const parameter of parameters) {
      if (parameter.name.getText(source) === 'workspaceId' && parameter.type?.getText(source) === 'string') {
        found.push(`${relative(file)}: ${name}`);
      }
    }
  };
  for (const statement of source.statements) {
    const exported = ts.getModifiers(statement as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) check(statement.name.text, statement.parameters);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          check(declaration.name.getText(source), init.parameters);
        }
      }
    }
  }
  return found;
}

describe('workspace scope', () => {
  const workspaceFiles = WORKSPACE_MODULES.flatMap((module) => filesUnder(path.join(srcRoot, 'modules', module)));

  it('repositories and services of workspace data never take a bare workspace id', () => {
    expect(WORKSPACE_MODULES.length).toBeGreaterThanOrEqual(28);
    const found = workspaceFiles.flatMap(functionsTakingBareWorkspaceId);
    expect(found.filter((name) => !CHECKS_MEMBERSHIP_ITSELF.includes(name))).toEqual([]);
    // A listed exception that no longer exists is removed from the list rather than left to hide a new one.
    expect(CHECKS_MEMBERSHIP_ITSELF.filter((name) => !found.includes(name))).toEqual([]);
  });

  it('only authz/ mints a scope, and the trusted-job constructor has a known list of callers', () => {
    const all = filesUnder(srcRoot);
    const casts = all.filter((file) => /as WorkspaceScope\b/.test(readFileSync(file, 'utf8'))).map(relative);
    // The portal scope mints one from a link or submission row that a verified signature names (0014); the
    // calendar links from an event item or events-feed link row that a verified signature names (0019); the sponsor
    // report from a live report-link row that a verified signature names (0028); the public archive from a slug whose
    // archive is on, with its signed token when unlisted (0054).
    expect(casts.sort()).toEqual([
      'authz/archive-scope.ts',
      'authz/calendar-scope.ts',
      'authz/portal-scope.ts',
      'authz/report-scope.ts',
      'authz/workspace-scope.ts',
    ]);
    const trustedCallers = all
      .filter((file) => /scopeFromTrustedJob\(/.test(readFileSync(file, 'utf8')))
      .map(relative)
      .filter((file) => file !== 'authz/workspace-scope.ts');
    // A new caller is a new path into workspace data without a user: review it, then add it here.
    // The Beehiiv snapshot job reads its workspace ids from the database itself (stored keys of linked workspaces).
    // The draft-issue job's payload is written by POST /ai/drafts/ after the user's scope check, and the job reads
    // the draft by its id and that workspace together, so a forged payload finds nothing.
    // The Stripe webhook finds its payment row by the session id of an event whose signature it verified, and
    // takes the workspace from that row.
    // The sponsor-report reads: the daily sweep writes each job's workspace and booking from rows it found itself
    // (ran bookings of workspaces with a Beehiiv key), and the read finds the booking by its id and that workspace.
    // The issue assembly job reads its assembly by its id and the workspace its request was stored in (as drafts).
    // The ad-payment sweeps (refunds owed, orders whose Checkout never opened) take each workspace from the payment
    // rows they selected themselves, and touch only those rows.
    expect(trustedCallers.sort()).toEqual([
      'modules/ad-payments/orders-without-checkout.ts',
      'modules/ad-payments/refund-retry-job.ts',
      'modules/ad-payments/webhook-service.ts',
      'modules/ad-reports/read-job.ts',
      'modules/ai/drafts/queue.ts',
      'modules/beehiiv/snapshot-job.ts',
      'modules/issue-assembly/queue.ts',
      'modules/rss-fetchers/queue.ts',
      'modules/scheduler/publish.ts',
    ]);
  });

  it('a bare id or a hand-made object does not compile where a scope is required', () => {
    const withBareId = (db: Db) =>
      // @ts-expect-error a workspace id is not a WorkspaceScope
      findTagsPage(db, '00000000-0000-4000-8000-000000000000', 1, 10);
    const withLookalike = (db: Db) =>
      // @ts-expect-error an object with the same fields is not a WorkspaceScope either
      findTagsPage(db, { workspaceId: 'w', businessId: 'b' }, 1, 10);
    // Never called: the assertions above are checked by `npm run typecheck`.
    expect([typeof withBareId, typeof withLookalike]).toEqual(['function', 'function']);
  });
});

describe('one writer for feed_items', () => {
  it('only the feeds module inserts into feed_items or its tag links', () => {
    const writers = filesUnder(srcRoot)
      .filter((file) => /\.insert\((feedItems|feedItemTags)\)/.test(readFileSync(file, 'utf8')))
      .map(relative)
      // The demo seed fills an empty database with sample rows; it is not a path requests or jobs take.
      .filter((file) => file !== 'db/seed.ts')
      .sort();
    expect(writers).toEqual(['modules/feeds/repository.ts', 'modules/feeds/store-items.ts']);
  });
});
