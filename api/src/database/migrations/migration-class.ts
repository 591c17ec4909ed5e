import type { MigrationInterface } from 'typeorm';

/** A migration class as the index files list them, in the order they are applied. */
export type MigrationClass = new () => MigrationInterface;
