/* SPDX-License-Identifier: GPL-2.0 */
#ifndef PT_DB_H
#define PT_DB_H

#include <stdint.h>
#include <sqlite3.h>

#define PT_SCHEMA_VERSION 2
#define PT_APPLICATION_ID 0x70737472 /* 'pstr' */

/* db_schema - the layout of @db's tables: 2 (user_version 2), else 1 (the
 * version before: its tables and columns, schema/pstate.sql says what
 * changed); -1 when it cannot be read (said) */
int db_schema(sqlite3 *db);

/* The schema text, compiled in from schema/pstate.sql and schema/indexes.sql. */
extern const char pt_schema_sql[];
extern const char pt_indexes_sql[];

/**
 * db_create - create a new run database at @path with the schema applied
 * @path: file to create; it must not exist
 * @dbp: the handle, closed by the caller with sqlite3_close()
 *
 * The database is set up for a bulk load (no journal, no sync).
 * Return: 0, or -1 with a message printed.
 */
int db_create(const char *path, sqlite3 **dbp);

/**
 * db_open_bulk - open an existing database (made by db_create) read-write for
 * a bulk load: no journal, no sync
 * Return: 0, or -1 with a message printed.
 */
int db_open_bulk(const char *path, sqlite3 **dbp);

/* How long a reader waits for a writer's lock before it gives up (ms). */
#define DB_BUSY_MS 5000
/* The longest text or blob a run database is read with (bytes). */
#define DB_MAX_VALUE (16 << 20)
/* The work the queries on a run database may do, in SQLite virtual machine
 * steps: DB_STEPS_BASE, and DB_STEPS_PER_BYTE per byte of the file (about
 * a hundred times what the analyzer's queries take; see db_open_run()).
 * The progress handler counts them DB_PROGRESS_STEPS at a time. */
#define DB_STEPS_BASE 100000000ULL
#define DB_STEPS_PER_BYTE 20ULL
#define DB_PROGRESS_STEPS 10000

/**
 * db_open_run - open an existing run database read-only and check it is ours
 * @path: the file
 * @dbp: the handle, closed with db_close_run()
 *
 * Fails, naming @path, when the file is not a pstate-trace database or has a
 * newer schema than this program knows.  The connection is read-only and
 * trusts nothing of the file: no extension, trigger or view runs, the
 * schema's functions are SQLite's harmless ones (trusted_schema off), a
 * writer's lock is waited for DB_BUSY_MS, values past DB_MAX_VALUE bytes
 * are refused, and the queries on it together may do DB_STEPS_BASE +
 * DB_STEPS_PER_BYTE x the file's size of work: past that a query fails
 * with SQLITE_INTERRUPT (db_error() says why).
 * Return: 0, or -1 with a message printed.
 */
int db_open_run(const char *path, sqlite3 **dbp);

/* db_close_run - close what db_open_run() opened */
void db_close_run(sqlite3 *db);

/* db_name - the file name db_open_run() opened @db with, NULL for another */
const char *db_name(sqlite3 *db);

/* db_steps - the work the queries on @db did so far (virtual machine steps,
 * counted DB_PROGRESS_STEPS at a time); 0 for a database not of db_open_run() */
unsigned long long db_steps(sqlite3 *db);

/**
 * db_error - say why the last statement on @db failed: "FILE: WHAT: reason",
 * FILE as db_open_run() was given it; a lock is "locked by another process",
 * a query stopped by the bound on work says so
 * @what: what was read (a table's name)
 */
void db_error(sqlite3 *db, const char *what);

/**
 * db_prepare - prepare @sql, printing sqlite3_errmsg() and the SQL on failure
 * Return: the statement (finalize it), or NULL.
 */
sqlite3_stmt *db_prepare(sqlite3 *db, const char *sql);

/* db_exec - run one or more statements without results; 0 or -1 (printed) */
int db_exec(sqlite3 *db, const char *sql);

/* db_set_meta - insert or replace one meta row; 0 or -1 */
int db_set_meta(sqlite3 *db, const char *key, const char *value);
int db_set_meta_int(sqlite3 *db, const char *key, long long value);

/**
 * db_get_meta - read a meta value
 * Return: a malloc'ed copy (caller frees), or NULL when absent.
 */
char *db_get_meta(sqlite3 *db, const char *key);

/**
 * db_default_label - the label of a run given none: DRIVER/GOVERNOR, each
 * "none" when unknown (meta driver, governor)
 * Return: a malloc'ed string (caller frees), or NULL when out of memory.
 */
char *db_default_label(const char *driver, const char *governor);

/* db_count - SELECT count(*) FROM @table; -1 on error (e.g. no such table) */
long long db_count(sqlite3 *db, const char *table);

/* db_build_indexes - run the index DDL after a load; 0 or -1 */
int db_build_indexes(sqlite3 *db);

#endif
