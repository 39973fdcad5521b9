/* SPDX-License-Identifier: GPL-2.0 */
/*
 * test.h - the unit tests' tiny harness.
 *
 * Each test binary prints one line per check, "ok - NAME", "not ok - NAME:
 * details" or "skip - NAME: reason", then the plan "1..N" of the N lines
 * (T_DONE), and exits non-zero when a check failed.  tests/run counts those
 * lines and fails a binary whose plan is missing or does not match them.
 */
#ifndef PT_TEST_H
#define PT_TEST_H

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sqlite3.h>

static int t_failed;
static int t_count; /* result lines printed, for the plan */

#define T_OK(cond, ...)                                                                    \
	do {                                                                               \
		t_count++;                                                                 \
		if (cond) {                                                                \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(" (%s:%d: %s)\n", __FILE__, __LINE__, #cond);               \
		}                                                                          \
	} while (0)

#define T_EQ_INT(a, b, ...)                                                                \
	do {                                                                               \
		long long _a = (long long)(a), _b = (long long)(b);                        \
		t_count++;                                                                 \
		if (_a == _b) {                                                            \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(": got %lld, want %lld (%s:%d)\n", _a, _b, __FILE__,        \
			       __LINE__);                                                  \
		}                                                                          \
	} while (0)

#define T_EQ_STR(a, b, ...)                                                                \
	do {                                                                               \
		const char *_a = (a), *_b = (b);                                           \
		t_count++;                                                                 \
		if ((_a && _b && !strcmp(_a, _b)) || (!_a && !_b)) {                       \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(": got \"%s\", want \"%s\" (%s:%d)\n", _a ? _a : "(null)",  \
			       _b ? _b : "(null)", __FILE__, __LINE__);                    \
		}                                                                          \
	} while (0)

#define T_NEAR(a, b, tol, ...)                                                             \
	do {                                                                               \
		double _a = (a), _b = (b);                                                 \
		t_count++;                                                                 \
		if (fabs(_a - _b) <= (tol)) {                                              \
			printf("ok - ");                                                   \
			printf(__VA_ARGS__);                                               \
			printf("\n");                                                      \
		} else {                                                                   \
			t_failed++;                                                        \
			printf("not ok - ");                                               \
			printf(__VA_ARGS__);                                               \
			printf(": got %.9g, want %.9g (%s:%d)\n", _a, _b, __FILE__,        \
			       __LINE__);                                                  \
		}                                                                          \
	} while (0)

#define T_SKIP(...)                                                                        \
	do {                                                                               \
		t_count++;                                                                 \
		printf("skip - ");                                                         \
		printf(__VA_ARGS__);                                                       \
		printf("\n");                                                              \
	} while (0)

/* t_json - SQLite's json_extract(@doc, @path) as text (a static buffer, one of
 * four), "(null)" for null, "(invalid json)" when @doc is not JSON */
static inline const char *t_json(const char *doc, const char *path)
{
	static char buf[4][256];
	static int k;
	char *b = buf[k++ % 4];
	sqlite3_stmt *st;
	sqlite3 *db;

	snprintf(b, 256, "(error)");
	if (sqlite3_open(":memory:", &db) != SQLITE_OK)
		return b;
	if (sqlite3_prepare_v2(db, "SELECT json_valid(?1), json_extract(?1, ?2)", -1, &st, NULL) ==
	    SQLITE_OK) {
		sqlite3_bind_text(st, 1, doc, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 2, path, -1, SQLITE_STATIC);
		if (sqlite3_step(st) == SQLITE_ROW) {
			if (!sqlite3_column_int(st, 0))
				snprintf(b, 256, "(invalid json)");
			else if (sqlite3_column_type(st, 1) == SQLITE_NULL)
				snprintf(b, 256, "(null)");
			else
				snprintf(b, 256, "%s", sqlite3_column_text(st, 1));
		}
		sqlite3_finalize(st);
	}
	sqlite3_close(db);
	return b;
}

#define T_DONE()                                                                           \
	do {                                                                               \
		printf("1..%d\n", t_count);                                                \
		return t_failed ? 1 : 0;                                                   \
	} while (0)

#endif
