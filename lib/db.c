// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "db.h"
#include "msg.h"

sqlite3_stmt *db_prepare(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *stmt;

	if (sqlite3_prepare_v2(db, sql, -1, &stmt, NULL) != SQLITE_OK) {
		if (db_name(db))
			pt_err("%s: %s (in \"%.200s\")", db_name(db), sqlite3_errmsg(db), sql);
		else
			pt_err("sqlite: %s: in \"%.200s\"", sqlite3_errmsg(db), sql);
		return NULL;
	}
	return stmt;
}

int db_exec(sqlite3 *db, const char *sql)
{
	char *err = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
		pt_err("sqlite: %s: in \"%.200s\"", err ? err : sqlite3_errmsg(db), sql);
		sqlite3_free(err);
		return -1;
	}
	return 0;
}

/* The connection settings of a bulk load: no journal, no sync. */
static const char bulk_pragmas[] = "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;"
				   "PRAGMA cache_size = -16384; PRAGMA temp_store = MEMORY;";

int db_open_bulk(const char *path, sqlite3 **dbp)
{
	sqlite3 *db = NULL;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK) {
		pt_err("%s: %s", path, db ? sqlite3_errmsg(db) : "cannot open");
		sqlite3_close(db);
		return -1;
	}
	if (db_exec(db, bulk_pragmas) < 0) {
		sqlite3_close(db);
		return -1;
	}
	*dbp = db;
	return 0;
}

int db_create(const char *path, sqlite3 **dbp)
{
	sqlite3 *db;
	char buf[64];

	if (access(path, F_OK) == 0) {
		pt_err("%s: already exists", path);
		return -1;
	}
	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
	    SQLITE_OK) {
		pt_err("%s: %s", path, db ? sqlite3_errmsg(db) : "cannot open");
		sqlite3_close(db);
		return -1;
	}
	if (db_exec(db, "PRAGMA page_size = 8192") < 0 || db_exec(db, bulk_pragmas) < 0)
		goto out_close;
	if (db_exec(db, "BEGIN") < 0 || db_exec(db, pt_schema_sql) < 0)
		goto out_close;
	snprintf(buf, sizeof(buf), "%d", PT_SCHEMA_VERSION);
	if (db_set_meta(db, "schema_version", buf) < 0 || db_exec(db, "COMMIT") < 0)
		goto out_close;
	*dbp = db;
	return 0;

out_close:
	sqlite3_close(db);
	unlink(path);
	return -1;
}

/*
 * What db_open_run() keeps of each database it opened: the name it was given
 * (messages name the file as the user did), and the work its queries may do.
 * The analyzer opens one database at a time (compare: one after the other),
 * so the list is short.
 */
struct run_db {
	sqlite3 *db;
	char *path;
	unsigned long long steps, budget; /* virtual machine steps so far, and the bound */
	unsigned long long bytes;        /* the database's size, pages x page size */
	struct run_db *next;
};

static struct run_db *run_dbs;

static struct run_db *run_db_of(sqlite3 *db)
{
	struct run_db *r;

	for (r = run_dbs; r; r = r->next)
		if (r->db == db)
			return r;
	return NULL;
}

const char *db_name(sqlite3 *db)
{
	struct run_db *r = run_db_of(db);

	return r ? r->path : NULL;
}

/* progress - bound the work of every query: a runaway one is interrupted */
static int progress(void *arg)
{
	struct run_db *r = arg;

	r->steps += DB_PROGRESS_STEPS;
	return r->steps > r->budget;
}

void db_error(sqlite3 *db, const char *what)
{
	struct run_db *r = run_db_of(db);
	const char *name = r ? r->path : "sqlite";
	int rc = sqlite3_errcode(db) & 0xff;

	if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
		pt_err("%s: locked by another process (a writer): gave up after %d s", name,
		       DB_BUSY_MS / 1000);
	else if (rc == SQLITE_INTERRUPT && r && r->steps > r->budget)
		pt_err("%s: %s: the queries ran past %llu steps, more than a database of %llu "
		       "bytes needs: a hostile or damaged database", name, what, r->budget,
		       r->bytes);
	else if (rc == SQLITE_NOTADB)
		pt_err("%s: not a pstate-trace database (%s)", name, sqlite3_errmsg(db));
	else
		pt_err("%s: %s: %s", name, what, sqlite3_errmsg(db));
}

/* pragma_int - a PRAGMA's one number; 0, or -1 (said) */
static int pragma_int(sqlite3 *db, const char *pragma, long long *val)
{
	char sql[64];
	sqlite3_stmt *stmt;
	int rc;

	snprintf(sql, sizeof(sql), "PRAGMA %s", pragma);
	stmt = db_prepare(db, sql);
	if (!stmt)
		return -1;
	rc = sqlite3_step(stmt);
	if (rc == SQLITE_ROW)
		*val = sqlite3_column_int64(stmt, 0);
	else
		db_error(db, pragma);
	sqlite3_finalize(stmt);
	return rc == SQLITE_ROW ? 0 : -1;
}

int db_schema(sqlite3 *db)
{
	long long v;

	if (pragma_int(db, "user_version", &v) < 0)
		return -1;
	return v >= 2 ? 2 : 1;
}

/*
 * harden - what a database from another machine may not do to the reader:
 * load an extension, run a trigger or a view, call a function the schema
 * should not (trusted_schema off), wait forever for a lock, or run a query
 * without end; the connection is read-only
 */
static int harden(sqlite3 *db)
{
	int ok = 1;

	ok &= sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, NULL) == SQLITE_OK;
	ok &= sqlite3_busy_timeout(db, DB_BUSY_MS) == SQLITE_OK;
	/* no value the analyzer reads is near this: a longer one is refused,
	 * not copied */
	sqlite3_limit(db, SQLITE_LIMIT_LENGTH, DB_MAX_VALUE);
	ok &= sqlite3_exec(db, "PRAGMA query_only = 1", NULL, NULL, NULL) == SQLITE_OK;
	return ok ? 0 : -1;
}

int db_open_run(const char *path, sqlite3 **dbp)
{
	long long app = 0, ver = 0, pages = 0, page_size = 0;
	struct run_db *r;
	sqlite3 *db = NULL;
	int rc;

	if (access(path, R_OK) < 0) {
		pt_err("%s: %s", path, strerror(errno));
		return -1;
	}
	r = calloc(1, sizeof(*r));
	if (!r || !(r->path = strdup(path))) {
		pt_err("%s: out of memory", path);
		free(r);
		return -1;
	}
	rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL);
	if (rc != SQLITE_OK) {
		pt_err("%s: %s", path, db ? sqlite3_errmsg(db) : "cannot open");
		goto out_close;
	}
	if (harden(db) < 0) {
		pt_err("%s: cannot set up a safe connection: %s", path, sqlite3_errmsg(db));
		goto out_close;
	}
	r->db = db;
	r->budget = DB_STEPS_BASE;
	r->next = run_dbs;
	run_dbs = r;
	sqlite3_progress_handler(db, DB_PROGRESS_STEPS, progress, r);
	/* A file that is not SQLite fails on the first read, not on open. */
	if (sqlite3_exec(db, "SELECT count(*) FROM sqlite_master", NULL, NULL, NULL) !=
	    SQLITE_OK) {
		rc = sqlite3_errcode(db) & 0xff;
		if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED || rc == SQLITE_INTERRUPT)
			db_error(db, "sqlite_master");
		else
			pt_err("%s: not a pstate-trace database (%s)", path, sqlite3_errmsg(db));
		goto out_close;
	}
	if (pragma_int(db, "application_id", &app) < 0 || pragma_int(db, "user_version", &ver) < 0)
		goto out_close;
	if (app != PT_APPLICATION_ID) {
		pt_err("%s: not a pstate-trace database", path);
		goto out_close;
	}
	if (ver > PT_SCHEMA_VERSION) {
		pt_err("%s: schema version %lld is newer than this program's (%d)", path, ver,
		       PT_SCHEMA_VERSION);
		goto out_close;
	}
	if (pragma_int(db, "page_count", &pages) < 0 || pragma_int(db, "page_size", &page_size) < 0)
		goto out_close;
	/* every query reads each row a bounded number of times: the work of
	 * them all is bounded by the size of the file */
	r->bytes = (unsigned long long)pages * (unsigned long long)page_size;
	r->budget = DB_STEPS_BASE + DB_STEPS_PER_BYTE * r->bytes;
	*dbp = db;
	return 0;

out_close:
	if (r->db) {
		db_close_run(db); /* r with it */
		return -1;
	}
	sqlite3_close(db);
	free(r->path);
	free(r);
	return -1;
}

void db_close_run(sqlite3 *db)
{
	struct run_db **p, *r;

	for (p = &run_dbs; *p; p = &(*p)->next) {
		if ((*p)->db != db)
			continue;
		r = *p;
		*p = r->next;
		free(r->path);
		free(r);
		break;
	}
	sqlite3_close(db);
}

unsigned long long db_steps(sqlite3 *db)
{
	struct run_db *r = run_db_of(db);

	return r ? r->steps : 0;
}

int db_set_meta(sqlite3 *db, const char *key, const char *value)
{
	sqlite3_stmt *stmt;
	int rc;

	stmt = db_prepare(db, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
	if (!stmt)
		return -1;
	sqlite3_bind_text(stmt, 1, key, -1, SQLITE_STATIC);
	if (value)
		sqlite3_bind_text(stmt, 2, value, -1, SQLITE_STATIC);
	rc = sqlite3_step(stmt);
	sqlite3_finalize(stmt);
	if (rc != SQLITE_DONE) {
		pt_err("sqlite: meta %s: %s", key, sqlite3_errmsg(db));
		return -1;
	}
	return 0;
}

int db_set_meta_int(sqlite3 *db, const char *key, long long value)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%lld", value);
	return db_set_meta(db, key, buf);
}

char *db_get_meta(sqlite3 *db, const char *key)
{
	sqlite3_stmt *stmt;
	char *ret = NULL;

	stmt = db_prepare(db, "SELECT value FROM meta WHERE key = ?");
	if (!stmt)
		return NULL;
	sqlite3_bind_text(stmt, 1, key, -1, SQLITE_STATIC);
	if (sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_type(stmt, 0) != SQLITE_NULL)
		ret = strdup((const char *)sqlite3_column_text(stmt, 0));
	sqlite3_finalize(stmt);
	return ret;
}

char *db_default_label(const char *driver, const char *governor)
{
	char *label;

	if (asprintf(&label, "%s/%s", driver ? driver : "none", governor ? governor : "none") < 0)
		return NULL;
	return label;
}

long long db_count(sqlite3 *db, const char *table)
{
	char sql[160];
	sqlite3_stmt *stmt;
	long long n = -1;

	snprintf(sql, sizeof(sql), "SELECT count(*) FROM \"%s\"", table);
	if (sqlite3_prepare_v2(db, sql, -1, &stmt, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(stmt) == SQLITE_ROW)
		n = sqlite3_column_int64(stmt, 0);
	sqlite3_finalize(stmt);
	return n;
}

int db_build_indexes(sqlite3 *db)
{
	return db_exec(db, pt_indexes_sql);
}
