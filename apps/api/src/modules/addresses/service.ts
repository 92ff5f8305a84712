import {
  ADDRESS_BOOK,
  MESSAGES,
  type Address,
  type AddressCreateBody,
  type AddressUpdateBody,
  type PostalAddress,
} from '@chorok/contract';
import { addresses, postalAddresses, type Database, type Transaction } from '@chorok/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { lockUser } from '../../lib/user-lock.ts';

/** The bodies as the route hands them over: parsed, trimmed, phone hyphenated, defaults filled. */
export type NewAddress = z.output<typeof AddressCreateBody>;
export type AddressChanges = z.output<typeof AddressUpdateBody>;

const entryColumns = {
  id: addresses.id,
  receiverName: addresses.receiverName,
  receiverPhoneNumber: addresses.receiverPhoneNumber,
  requestText: addresses.requestText,
  isDefault: addresses.isDefault,
  detailAddress: addresses.detailAddress,
  addressId: postalAddresses.id,
  address: {
    zonecode: postalAddresses.zonecode,
    address: postalAddresses.address,
    addressType: postalAddresses.addressType,
    jibunAddress: postalAddresses.jibunAddress,
    roadAddress: postalAddresses.roadAddress,
    sido: postalAddresses.sido,
    sigungu: postalAddresses.sigungu,
    sigunguCode: postalAddresses.sigunguCode,
    roadnameCode: postalAddresses.roadnameCode,
    bcode: postalAddresses.bcode,
    roadname: postalAddresses.roadname,
    extraAddress: postalAddresses.extraAddress,
  },
};

type EntryRow = Omit<Address, 'isDefault'> & { isDefault: boolean };

function toAddress(row: EntryRow): Address {
  return { ...row, isDefault: row.isDefault ? 1 : 0 };
}

/** An empty request is no request: stored as null, as "none" reads. */
function requestTextOf(value: string | null | undefined): string | null | undefined {
  return value === '' ? null : value;
}

const NEWEST_FIRST = [desc(addresses.createdAt), desc(addresses.id)] as const;

/** The caller's book: the default first, then the most recently added. */
export async function listAddresses(db: Database, userId: number): Promise<Address[]> {
  const rows = await db
    .select(entryColumns)
    .from(addresses)
    .innerJoin(postalAddresses, eq(postalAddresses.id, addresses.postalAddressId))
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), ...NEWEST_FIRST);
  return rows.map(toAddress);
}

async function readAddress(db: Database, userId: number, id: number): Promise<Address> {
  const [row] = await db
    .select(entryColumns)
    .from(addresses)
    .innerJoin(postalAddresses, eq(postalAddresses.id, addresses.postalAddressId))
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  // Deleted between the write and this read by another request of the same user.
  if (!row) throw AppError.notFound(MESSAGES.addressNotFound);
  return toAddress(row);
}

/**
 * The id of the shared row for this postal address, inserted when new. A concurrent insert of the
 * same address makes ON CONFLICT wait for it and then do nothing; the select that follows (a new
 * statement, a new snapshot) sees the committed row. The first writer's fields stay: rows are
 * never changed, so no entry's address moves under it.
 */
async function postalAddressId(tx: Transaction, address: PostalAddress): Promise<number> {
  const [inserted] = await tx
    .insert(postalAddresses)
    .values(address)
    .onConflictDoNothing()
    .returning({ id: postalAddresses.id });
  if (inserted) return inserted.id;
  const [existing] = await tx
    .select({ id: postalAddresses.id })
    .from(postalAddresses)
    .where(
      and(
        eq(postalAddresses.zonecode, address.zonecode),
        eq(postalAddresses.address, address.address),
        eq(postalAddresses.addressType, address.addressType),
        eq(postalAddresses.jibunAddress, address.jibunAddress),
        eq(postalAddresses.roadAddress, address.roadAddress),
        eq(postalAddresses.extraAddress, address.extraAddress),
      ),
    );
  if (!existing) throw new AppError('INTERNAL', 'postal address neither inserted nor found');
  return existing.id;
}

/** Clears the caller's default mark (the partial unique index allows one per user). */
async function clearDefault(tx: Transaction, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/**
 * Adds an entry. Under the user's row lock, so the count (at most 20) and the default mark
 * (the first entry is the default; a new default takes the mark) hold whatever runs at once.
 */
export async function createAddress(
  db: Database,
  userId: number,
  body: NewAddress,
): Promise<Address> {
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [book] = await tx
      .select({
        entries: count(),
        hasDefault: sql<boolean>`coalesce(bool_or(${addresses.isDefault}), false)`,
      })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if ((book?.entries ?? 0) >= ADDRESS_BOOK.maxEntries)
      throw AppError.conflict(MESSAGES.addressBookFull);
    const isDefault = body.isDefault || !book?.hasDefault;
    const postalId = await postalAddressId(tx, body.address);
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({
        userId,
        postalAddressId: postalId,
        receiverName: body.receiverName,
        receiverPhoneNumber: body.receiverPhoneNumber,
        detailAddress: body.detailAddress,
        requestText: requestTextOf(body.requestText) ?? null,
        isDefault,
      })
      .returning({ id: addresses.id });
    return row!.id;
  });
  return readAddress(db, userId, id);
}

/**
 * Changes any subset of an entry's fields. `isDefault: true` moves the mark here (clear, then set,
 * in one transaction); `isDefault: false` on the default is refused — a book always has one.
 */
export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  body: AddressChanges,
): Promise<Address> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.addressNotFound);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw AppError.notFound(MESSAGES.addressNotFound);
    if (body.isDefault === false && current.isDefault)
      throw AppError.conflict(MESSAGES.addressDefaultRequired);

    const changes: Partial<typeof addresses.$inferInsert> = {};
    if (body.receiverName !== undefined) changes.receiverName = body.receiverName;
    if (body.receiverPhoneNumber !== undefined)
      changes.receiverPhoneNumber = body.receiverPhoneNumber;
    if (body.detailAddress !== undefined) changes.detailAddress = body.detailAddress;
    if (body.requestText !== undefined) changes.requestText = requestTextOf(body.requestText);
    if (body.address !== undefined)
      changes.postalAddressId = await postalAddressId(tx, body.address);
    if (body.isDefault === true && !current.isDefault) {
      await clearDefault(tx, userId);
      changes.isDefault = true;
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(addresses)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(addresses.id, id));
  });
  return readAddress(db, userId, id);
}

/** Deletes an entry; when it was the default, the most recently added other entry takes the mark. */
export async function deleteAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.addressNotFound);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw AppError.notFound(MESSAGES.addressNotFound);
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(...NEWEST_FIRST)
      .limit(1);
    if (next)
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(eq(addresses.id, next.id));
  });
  return { id };
}
