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

static int pragma_int(sqlite3 *db, const char *sql, long long *val)
{
	sqlite3_stmt *stmt = db_prepare(db, sql);
	int ret = -1;

	if (!stmt)
		return -1;
	if (sqlite3_step(stmt) == SQLITE_ROW) {
		*val = sqlite3_column_int64(stmt, 0);
		ret = 0;
	}
	sqlite3_finalize(stmt);
	return ret;
}

int db_open_run(const char *path, sqlite3 **dbp)
{
	long long app = 0, ver = 0;
	sqlite3 *db = NULL;
	int rc;

	if (access(path, R_OK) < 0) {
		pt_err("%s: %s", path, strerror(errno));
		return -1;
	}
	rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL);
	if (rc != SQLITE_OK) {
		pt_err("%s: %s", path, db ? sqlite3_errmsg(db) : "cannot open");
		goto out_close;
	}
	/* A file that is not SQLite fails on the first read, not on open. */
	sqlite3_exec(db, "PRAGMA query_only = 1", NULL, NULL, NULL);
	if (sqlite3_exec(db, "SELECT count(*) FROM sqlite_master", NULL, NULL, NULL) !=
	    SQLITE_OK) {
		pt_err("%s: not a pstate-trace database (%s)", path, sqlite3_errmsg(db));
		goto out_close;
	}
	if (pragma_int(db, "PRAGMA application_id", &app) < 0 ||
	    pragma_int(db, "PRAGMA user_version", &ver) < 0)
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
	*dbp = db;
	return 0;

out_close:
	sqlite3_close(db);
	return -1;
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
