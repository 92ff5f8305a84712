import { MESSAGES, type SocialProvider } from '@chorok/contract';
import { authIdentities, users, type Database } from '@chorok/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { issueWelcomeCoupons } from '../benefits/coupons.ts';
import { signAccessToken } from './auth-plugin.ts';

/** What every provider adapter hands over once it has checked the provider's answer. */
export interface ProviderProfile {
  provider: SocialProvider;
  /** The provider's stable user id (Kakao id, Naver id, Apple `sub`). */
  subject: string;
  /** Only an address the provider says is verified; null otherwise or when not shared. */
  email: string | null;
  displayName: string | null;
  profileImageUrl: string | null;
}

const NAME_MAX = 20;

function profileColumns(profile: ProviderProfile) {
  return {
    email: profile.email,
    displayName: profile.displayName,
    profileImageUrl: profile.profileImageUrl,
    lastSignInAt: sql`now()`,
  };
}

async function findLiveIdentityUser(
  db: Pick<Database, 'select'>,
  provider: SocialProvider,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: authIdentities.userId })
    .from(authIdentities)
    .innerJoin(users, eq(users.id, authIdentities.userId))
    .where(
      and(
        eq(authIdentities.provider, provider),
        eq(authIdentities.subject, subject),
        isNull(users.deletedAt),
      ),
    );
  return row?.userId;
}

/**
 * One user per provider identity. A known identity signs its user in (and refreshes what the
 * provider shared); a new one creates a user, unless its e-mail already belongs to another account:
 * that person must sign in the way they did before and link this provider from the profile, so two
 * accounts are never merged behind anyone's back. Leaving deletes identities, so whoever comes back
 * starts fresh.
 */
export async function userForProfile(db: Database, profile: ProviderProfile): Promise<number> {
  const email = profile.email?.trim().toLowerCase() || null;
  return db.transaction(async (tx) => {
    const known = await findLiveIdentityUser(tx, profile.provider, profile.subject);
    if (known !== undefined) {
      // Apple shares the name only on the first authorization: a later sign-in without one
      // keeps the name already stored.
      await tx
        .update(authIdentities)
        .set({
          ...profileColumns({ ...profile, email }),
          displayName: profile.displayName ?? sql`${authIdentities.displayName}`,
          profileImageUrl: profile.profileImageUrl ?? sql`${authIdentities.profileImageUrl}`,
        })
        .where(
          and(
            eq(authIdentities.provider, profile.provider),
            eq(authIdentities.subject, profile.subject),
          ),
        );
      return known;
    }
    if (email) {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (owner) throw new AppError('CONFLICT', MESSAGES.emailTakenByOtherAccount);
    }
    const [created] = await tx
      .insert(users)
      .values({ email, name: (profile.displayName ?? '').trim().slice(0, NAME_MAX), level: 1 })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // A racing first sign-in with the same e-mail took it first.
    if (!created) throw new AppError('CONFLICT', MESSAGES.emailTakenByOtherAccount);
    const [identity] = await tx
      .insert(authIdentities)
      .values({
        userId: created.id,
        provider: profile.provider,
        subject: profile.subject,
        ...profileColumns({ ...profile, email }),
      })
      .onConflictDoNothing()
      .returning({ userId: authIdentities.userId });
    // A racing first sign-in with the same identity won: drop our user, use theirs.
    if (!identity) throw new IdentityRace();
    await issueWelcomeCoupons(tx, created.id);
    return created.id;
  });
}

class IdentityRace extends Error {}

/** userForProfile, with a race of two first sign-ins of one identity settled for the winner. */
export async function settledUserForProfile(
  db: Database,
  profile: ProviderProfile,
): Promise<number> {
  try {
    return await userForProfile(db, profile);
  } catch (error) {
    if (!(error instanceof IdentityRace)) throw error;
    const winner = await findLiveIdentityUser(db, profile.provider, profile.subject);
    if (winner === undefined) throw new AppError('CONFLICT', MESSAGES.conflict);
    return winner;
  }
}

export async function signInWithProfile(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  profile: ProviderProfile,
): Promise<{ accessToken: string }> {
  const userId = await settledUserForProfile(app.db, profile);
  return { accessToken: await signAccessToken(app, userId, profile.provider) };
}

/**
 * Adds a provider to a signed-in user. Refused when that identity belongs to someone else, or
 * when the user already has this provider linked (one per provider).
 */
export async function linkProfile(
  db: Database,
  userId: number,
  profile: ProviderProfile,
): Promise<void> {
  const email = profile.email?.trim().toLowerCase() || null;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: authIdentities.userId, subject: authIdentities.subject })
      .from(authIdentities)
      .where(
        and(
          eq(authIdentities.provider, profile.provider),
          eq(authIdentities.subject, profile.subject),
        ),
      );
    if (existing && existing.userId !== userId)
      throw new AppError('CONFLICT', MESSAGES.identityLinkedToOther);
    if (existing) throw new AppError('CONFLICT', MESSAGES.identityAlreadyLinked);
    const [sameProvider] = await tx
      .select({ id: authIdentities.id })
      .from(authIdentities)
      .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, profile.provider)));
    if (sameProvider) throw new AppError('CONFLICT', MESSAGES.identityAlreadyLinked);
    const [inserted] = await tx
      .insert(authIdentities)
      .values({
        userId,
        provider: profile.provider,
        subject: profile.subject,
        ...profileColumns({ ...profile, email }),
      })
      .onConflictDoNothing()
      .returning({ id: authIdentities.id });
    if (!inserted) throw new AppError('CONFLICT', MESSAGES.identityLinkedToOther);
  });
}
