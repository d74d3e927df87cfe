// The handlers' configuration, read from the environment and checked once per cold start (module load), so
// a missing or invalid variable stops the function with the variable's name instead of a late 500.
import type { TableName } from '../routes';
import { type AppConfig, loadConfig, pdfBucketIn, tableNameIn } from './env';

export type { AppConfig, AuthConfig } from './env';
export { ConfigError, parseEnv } from './env';

export const config: AppConfig = loadConfig(process.env);

/** Physical name of a table (from TABLE_USERS, ...); throws a ConfigError naming the variable when unset. */
export function tableName(table: TableName): string {
  return tableNameIn(config, table);
}

/** The private PDF bucket (PDF_BUCKET); throws a ConfigError naming the variable when unset. */
export function pdfBucketName(): string {
  return pdfBucketIn(config);
}
