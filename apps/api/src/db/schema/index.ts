// The drizzle schema registry: every table file of the database, for the query builder and drizzle-kit.
export * from './pessoa';
export * from './usuario';
