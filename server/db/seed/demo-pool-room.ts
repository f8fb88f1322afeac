/**
 * The demo listed pool's data room: two folders of small generated documents (a PDF summary and
 * a CSV of the anonymised lines at level 1, a servicing report at level 2), and two questions from
 * Summit Capital, one answered privately and one published. The files' bytes are made here from
 * their names, so start-up can write any that its storage directory lacks (`writeDemoRoomFiles`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { entities, poolQuestions, poolRoomDocuments, poolRoomFolders, pools, users } from '../schema/index.ts';
import type { DemoBank } from './demo-book.ts';
import { DEMO_POOL_NAMES } from './demo-pools.ts';

const HOUR_MS = 3600 * 1000;

/** A one-page PDF showing a few lines of text: enough for a browser's viewer. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [title, '', ...lines]
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${760 - i * 18} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoDocument {
  folder: string;
  name: string;
  level: 1 | 2;
  mimeType: string;
  content: () => Buffer;
}

const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    folder: 'Pool overview',
    name: 'Pool summary.pdf',
    level: 1,
    mimeType: 'application/pdf',
    content: () =>
      demoPdf('Seasoned residential book: pool summary', [
        'Performing residential mortgages originated before 2022.',
        'Servicing by Northwind Bank; no loan more than 30 days in arrears at cut-off.',
        'Figures per loan are in the anonymised tape; loan files open to shortlisted bidders.',
      ]),
  },
  {
    folder: 'Pool overview',
    name: 'Anonymised lines.csv',
    level: 1,
    mimeType: 'text/csv',
    content: () =>
      Buffer.from(
        'line,region,property_type,current_principal,interest_rate_pct\n' +
          '1,CA,single_family,182000.00,3.250\n2,TX,condo,96500.00,3.875\n' +
          '3,NY,single_family,241300.00,2.990\n4,FL,townhouse,134900.00,4.125\n',
      ),
  },
  {
    folder: 'Loan files',
    name: 'Servicing report 2026-Q3.pdf',
    level: 2,
    mimeType: 'application/pdf',
    content: () =>
      demoPdf('Servicing report, third quarter 2026', [
        'Payments received on time: 4 of 4 loans.',
        'Escrow balances reconciled on 30 September 2026.',
        'No forbearance, modification or litigation open.',
      ]),
  },
];

const storedNameOf = (document: DemoDocument) =>
  `data-room/demo-${createHash('sha256').update(document.name).digest('hex').slice(0, 16)}`;

export async function seedDemoPoolRoom(db: Executor, bank: DemoBank): Promise<void> {
  const [pool] = await db
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.bankId, bank.id), eq(pools.name, DEMO_POOL_NAMES.listed)));
  if (!pool) return;
  const folderIds = new Map<string, number>();
  for (const name of [...new Set(DEMO_DOCUMENTS.map((document) => document.folder))]) {
    const [folder] = await db
      .insert(poolRoomFolders)
      .values({ poolId: pool.id, name, createdById: bank.officerId })
      .returning({ id: poolRoomFolders.id });
    folderIds.set(name, folder!.id);
  }
  await db.insert(poolRoomDocuments).values(
    DEMO_DOCUMENTS.map((document) => {
      const content = document.content();
      return {
        poolId: pool.id,
        folderId: folderIds.get(document.folder)!,
        level: document.level,
        originalName: document.name,
        storedName: storedNameOf(document),
        mimeType: document.mimeType,
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        uploadedById: bank.officerId,
      };
    }),
  );

  const [investor] = await db.select({ id: entities.id }).from(entities).where(eq(entities.name, 'Summit Capital'));
  const [manager] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, bank.managerId));
  const [asker] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, 'analyst@summit.test'));
  if (!investor || !asker || !manager) return;
  const now = Date.now();
  await db.insert(poolQuestions).values([
    {
      poolId: pool.id,
      investorId: investor.id,
      askedById: asker.id,
      askedByName: asker.name,
      question: 'Who services the loans after the sale, and on what fee?',
      askedAt: new Date(now - 6 * HOUR_MS),
      answer:
        'Northwind keeps servicing for twelve months at 0.25% a year of the principal; the buyer may then move it.',
      answeredById: manager.id,
      answeredByName: manager.name,
      answeredAt: new Date(now - 4 * HOUR_MS),
      visibility: 'private' as const,
    },
    {
      poolId: pool.id,
      investorId: investor.id,
      askedById: asker.id,
      askedByName: asker.name,
      question: 'Has any loan in the pool ever been in forbearance?',
      askedAt: new Date(now - 3 * HOUR_MS),
      answer: 'No loan of the pool has been in forbearance or modified since origination.',
      answeredById: manager.id,
      answeredByName: manager.name,
      answeredAt: new Date(now - 2 * HOUR_MS),
      visibility: 'published' as const,
    },
  ]);
}

/** Writes the demo documents' files that the storage directory lacks, for the rows the seed wrote. */
export async function writeDemoRoomFiles(db: Executor, storageDir: string): Promise<void> {
  const rows = await db
    .select({ storedName: poolRoomDocuments.storedName })
    .from(poolRoomDocuments)
    .where(inArray(poolRoomDocuments.storedName, DEMO_DOCUMENTS.map(storedNameOf)));
  const present = new Set(rows.map((row) => row.storedName));
  for (const document of DEMO_DOCUMENTS) {
    const storedName = storedNameOf(document);
    const path = join(storageDir, storedName);
    if (!present.has(storedName) || existsSync(path)) continue;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, document.content(), { mode: 0o600 });
  }
}
