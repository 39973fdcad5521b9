// SPDX-License-Identifier: GPL-2.0
/*
 * test_instance - what instance.c computes without tracefs: the default
 * per-CPU buffer for a machine's memory and CPU count, and the one parser
 * of ring-buffer statistics (per_cpu/cpuN/stats as record reads it, and the
 * "CPU: N" blocks trace.dat files keep), checked against buffer_stats rows.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "test.h"
#include "db.h"
#include "instance.h"
#include "summary.h"

#define GIB (1024ULL * 1024) /* in KiB */

static char tmpdir[] = "/tmp/test_instance.XXXXXX";

/* row - one buffer_stats row as "entries overrun commit dropped read bytes" (NULL: -) */
static void row(sqlite3 *db, int cpu, char *out, size_t n)
{
	sqlite3_stmt *st;
	int k;

	snprintf(out, n, "none");
	if (sqlite3_prepare_v2(db, "SELECT entries, overrun, commit_overrun, dropped_events, "
				   "read_events, bytes FROM buffer_stats WHERE cpu = ?", -1, &st,
			       NULL) != SQLITE_OK)
		return;
	sqlite3_bind_int(st, 1, cpu);
	if (sqlite3_step(st) == SQLITE_ROW) {
		out[0] = '\0';
		for (k = 0; k < 6; k++) {
			size_t len = strlen(out);

			if (sqlite3_column_type(st, k) == SQLITE_NULL)
				snprintf(out + len, n - len, "%s-", k ? " " : "");
			else
				snprintf(out + len, n - len, "%s%lld", k ? " " : "",
					 sqlite3_column_int64(st, k));
		}
	}
	sqlite3_finalize(st);
}

static void buffer_sizes(void)
{
	/* 1/1024 of the memory over the CPUs */
	T_EQ_INT((long long)inst_buffer_kb_for(23 * GIB, 2), 23 * GIB / 1024 / 2,
		 "23 GiB, 2 CPUs: 1/1024 of it over the CPUs");
	/* at least 4 MiB per CPU */
	T_EQ_INT((long long)inst_buffer_kb_for(512 * GIB, 256), 4096,
		 "512 GiB, 256 CPUs: 2 MiB each is raised to 4 MiB");
	T_EQ_INT((long long)inst_buffer_kb_for(16 * GIB, 256), 4096,
		 "16 GiB, 256 CPUs: 4 MiB each, 1/16 of the memory");
	/* at most 32 MiB per CPU */
	T_EQ_INT((long long)inst_buffer_kb_for(2048 * GIB, 2), 32768,
		 "2 TiB, 2 CPUs: 32 MiB each at most");
	/* never more than 1/16 of the memory in all */
	T_EQ_INT((long long)inst_buffer_kb_for(8 * GIB, 256), 8 * GIB / 16 / 256,
		 "8 GiB, 256 CPUs: 1/16 of the memory in all");
	/* nor less than 1 MiB */
	T_EQ_INT((long long)inst_buffer_kb_for(1 * GIB, 256), 1024,
		 "1 GiB, 256 CPUs: 1 MiB each at the least");
	T_EQ_INT((long long)inst_buffer_kb_for(4 * GIB, 0), 4096, "no CPU count: as for one");
}

static void stats(void)
{
	/* as per_cpu/cpu1/stats reads on 6.x */
	static const char one[] = "entries: 12\noverrun: 3456\ncommit overrun: 0\n"
				  "bytes: 8192\noldest event ts:  2553.123456\n"
				  "now ts:  2560.654321\ndropped events: 7\nread events: 98765\n";
	/* trace.dat's: several CPUs, a key missing in the second */
	static const char dat[] = "CPU: 0\nentries: 1\noverrun: 0\ncommit overrun: 0\n"
				  "bytes: 4096\ndropped events: 0\nread events: 10\n"
				  "CPU: 3\nentries: 5\noverrun: 6\nread events: 20\n";
	char path[512], got[256];
	struct summary *sum = summary_new(4);
	struct strbuf sb = STRBUF_INIT;
	sqlite3 *db;

	snprintf(path, sizeof(path), "%s/stats.db", tmpdir);
	if (db_create(path, &db) < 0 || !sum) {
		T_OK(0, "create %s", path);
		return;
	}
	T_EQ_INT(buffer_stats_store(db, one, 1, sum), 0, "per_cpu stats: stored");
	row(db, 1, got, sizeof(got));
	T_EQ_STR(got, "12 3456 0 7 98765 8192", "per_cpu stats: every key in its column");
	T_EQ_INT(buffer_stats_store(db, dat, -1, NULL), 0, "trace.dat stats: stored");
	row(db, 0, got, sizeof(got));
	T_EQ_STR(got, "1 0 0 0 10 4096", "trace.dat stats: CPU 0");
	row(db, 3, got, sizeof(got));
	T_EQ_STR(got, "5 6 - - 20 -", "trace.dat stats: CPU 3, absent keys NULL");
	row(db, 2, got, sizeof(got));
	T_EQ_STR(got, "none", "trace.dat stats: no row for a CPU it does not name");
	/* what the summary was told: overrun 3456 and dropped 7 on CPU 1 */
	summary_lost_text(sum, 4, &sb);
	T_OK(strstr(sb_cstr(&sb), "CPU 1: 0, overrun 3456, dropped 7") != NULL,
	     "the summary got CPU 1's overrun and dropped events: %s", sb_cstr(&sb));
	T_OK(strstr(sb_cstr(&sb), "12 left unread in the ring buffer") != NULL,
	     "the summary says the entries left in CPU 1's buffer: %s", sb_cstr(&sb));
	sb_free(&sb);
	summary_free(sum);
	sqlite3_close(db);
}

/* what a recording's summary says of every statistic that can hide a loss */
static void stats_summary(void)
{
	struct summary *sum = summary_new(3);
	struct strbuf sb = STRBUF_INIT;

	if (!sum) {
		T_OK(0, "summary_new");
		return;
	}
	/* CPU 0: all read, all stored: nothing said */
	summary_buffer(sum, 0, 0, 0, 0, 0, 500);
	summary_stored(sum, 0, 500);
	summary_lost_text(sum, 3, &sb);
	T_EQ_STR(sb_cstr(&sb), "none (on 3 CPUs)", "read_events = events stored: none lost");
	/* CPU 1: a commit overrun; CPU 2: 3 taken out that the spool lacks */
	summary_buffer(sum, 1, 0, 0, 4, 0, 80);
	summary_stored(sum, 1, 80);
	summary_buffer(sum, 2, 0, 0, 0, 0, 100);
	summary_stored(sum, 2, 97);
	sb_reset(&sb);
	summary_lost_text(sum, 3, &sb);
	T_OK(strstr(sb_cstr(&sb), "CPU 1: 0, commit overrun 4") != NULL,
	     "commit_overrun said: %s", sb_cstr(&sb));
	T_OK(strstr(sb_cstr(&sb), "CPU 2: the readers took 100 events, the spool gave back 97") !=
		     NULL,
	     "read_events above the events stored said: %s", sb_cstr(&sb));
	T_OK(strstr(sb_cstr(&sb), "CPU 0") == NULL, "CPU 0 not named: %s", sb_cstr(&sb));
	/* an import's statistics (read_events unknown) are never compared */
	summary_free(sum);
	sum = summary_new(1);
	summary_buffer(sum, 0, 0, 0, 0, 0, -1);
	summary_stored(sum, 0, 10);
	sb_reset(&sb);
	summary_lost_text(sum, 1, &sb);
	T_EQ_STR(sb_cstr(&sb), "none (on 1 CPUs)", "read_events unknown: nothing compared");
	sb_free(&sb);
	summary_free(sum);
}

int main(void)
{
	char cmd[600];

	if (!mkdtemp(tmpdir)) {
		T_OK(0, "mkdtemp %s: %s", tmpdir, strerror(errno));
		T_DONE();
	}
	buffer_sizes();
	stats();
	stats_summary();
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tmpdir);
	if (system(cmd) != 0)
		printf("# cannot remove %s\n", tmpdir);
	T_DONE();
}
