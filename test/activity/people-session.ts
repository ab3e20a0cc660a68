import type { ActivitySession, SignedIn } from '../../src/activity/server/activity-session.ts';
import type { ActivityUser } from '../../src/activity/wire.ts';

/** A session for the server's tests: the grant is the id of one of its people, nothing to exchange. */
export class PeopleSession implements ActivitySession {
  constructor(private readonly people: readonly ActivityUser[]) {}

  async signIn(grant: string): Promise<SignedIn | undefined> {
    const user = this.people.find((p) => p.id === grant);
    return user && { user };
  }
}
