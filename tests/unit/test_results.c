// SPDX-License-Identifier: GPL-2.0
/*
 * test_results - collector/results.c on real benchmark output captured on
 * this machine (tests/fixtures/outputs/): each file parsed into a fresh
 * database, its workload_result rows (metric, value, unit, better, main)
 * checked against the figures read off the file by hand.
 */
#include <errno.h>
#include <unistd.h>
#include "test.h"
#include "db.h"
#include "results.h"

/* the fixtures, from $TOP (tests/run sets it) or the current directory */
static char fixtures[200] = "tests/fixtures/outputs";

static char tmpdir[] = "/tmp/test_results.XXXXXX";

struct row {
	const char *metric;
	double value;
	const char *unit, *better;
	int main;
};

static sqlite3 *new_db(const char *name)
{
	char path[512];
	sqlite3 *db;

	snprintf(path, sizeof(path), "%s/%s.db", tmpdir, name);
	unlink(path);
	return db_create(path, &db) < 0 ? NULL : db;
}

/* check_rows - workload_result holds exactly @want, in order */
static void check_rows(sqlite3 *db, const char *what, const struct row *want, int n)
{
	sqlite3_stmt *st;
	int i = 0;

	if (sqlite3_prepare_v2(db, "SELECT metric, value, unit, better, main FROM "
				   "workload_result ORDER BY rowid", -1, &st, NULL) != SQLITE_OK) {
		T_OK(0, "%s: query workload_result", what);
		return;
	}
	while (sqlite3_step(st) == SQLITE_ROW) {
		if (i < n) {
			const struct row *w = &want[i];

			T_EQ_STR((const char *)sqlite3_column_text(st, 0), w->metric,
				 "%s: row %d metric", what, i + 1);
			T_NEAR(sqlite3_column_double(st, 1), w->value, 1e-9, "%s: %s value", what,
			       w->metric);
			T_EQ_STR((const char *)sqlite3_column_text(st, 2), w->unit, "%s: %s unit",
				 what, w->metric);
			T_EQ_STR((const char *)sqlite3_column_text(st, 3), w->better,
				 "%s: %s better", what, w->metric);
			T_EQ_INT(sqlite3_column_int(st, 4), w->main, "%s: %s main", what,
				 w->metric);
		}
		i++;
	}
	sqlite3_finalize(st);
	T_EQ_INT(i, n, "%s: %d rows", what, n);
}

static void parse(const char *name, const char *file, const struct row *want, int n)
{
	char path[512];
	sqlite3 *db = new_db(name);

	if (!db) {
		T_OK(0, "%s: create a database", name);
		return;
	}
	snprintf(path, sizeof(path), "%s/%s", fixtures, file);
	if (access(path, R_OK) < 0) {
		T_OK(0, "%s: fixture %s: %s", name, path, strerror(errno));
		sqlite3_close(db);
		return;
	}
	T_EQ_INT(results_parse_file(db, path), n, "%s: results_parse_file adds %d rows", name, n);
	check_rows(db, name, want, n);
	sqlite3_close(db);
}

int main(void)
{
	/* "Throughput 428.276 MB/sec  4 clients  4 procs  max_latency=48.147 ms"; the
	 * per-second progress lines ("460.56 MB/sec  execute") are not results */
	static const struct row tbench[] = {
		{ "throughput", 428.276, "MB/sec", "higher", 1 },
		{ "max_latency", 48.147, "ms", "lower", 0 },
	};
	/* "Throughput 168.16 MB/sec  2 clients  2 procs  max_latency=30.340 ms" */
	static const struct row dbench[] = {
		{ "throughput", 168.16, "MB/sec", "higher", 1 },
		{ "max_latency", 30.340, "ms", "lower", 0 },
	};
	/* "Time: 0.387" */
	static const struct row hackbench[] = { { "time", 0.387, "s", "lower", 1 } };
	/* "Time: 0.111" (threads) */
	static const struct row hackbench_t[] = { { "time", 0.111, "s", "lower", 1 } };
	/* two outputs into one run: the first main figure stays the only one */
	static const struct row both[] = {
		{ "time", 0.387, "s", "lower", 1 },
		{ "throughput", 428.276, "MB/sec", "higher", 0 },
		{ "max_latency", 48.147, "ms", "lower", 0 },
	};
	sqlite3 *db;
	char path[512];

	if (getenv("TOP"))
		snprintf(fixtures, sizeof(fixtures), "%s/tests/fixtures/outputs", getenv("TOP"));
	if (!mkdtemp(tmpdir)) {
		printf("not ok - mkdtemp: %s\n", strerror(errno));
		return 1;
	}
	parse("tbench", "tbench-4clients.txt", tbench, 2);
	parse("dbench", "dbench-2clients.txt", dbench, 2);
	parse("hackbench", "hackbench-g2-process.txt", hackbench, 1);
	parse("hackbench threads", "hackbench-g1-threads.txt", hackbench_t, 1);

	db = new_db("both");
	if (db) {
		snprintf(path, sizeof(path), "%s/hackbench-g2-process.txt", fixtures);
		results_parse_file(db, path);
		snprintf(path, sizeof(path), "%s/tbench-4clients.txt", fixtures);
		results_parse_file(db, path);
		check_rows(db, "hackbench then tbench", both, 3);
		T_EQ_INT(results_parse_file(db, "/nonexistent/output.txt"), -1,
			 "a missing output file: -1");
		sqlite3_close(db);
	}
	snprintf(path, sizeof(path), "rm -rf '%s'", tmpdir);
	if (system(path) != 0)
		printf("# cannot remove %s\n", tmpdir);
	T_DONE();
}
