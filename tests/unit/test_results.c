// SPDX-License-Identifier: GPL-2.0
/*
 * test_results - collector/results.c on real benchmark output captured on
 * this machine (tests/fixtures/outputs/): each file parsed into a fresh
 * database, its workload_result rows (metric, value, unit, better, main)
 * checked against the figures read off the file by hand; and lines in the
 * formats of GNU time -v, the shell's time and schbench, given inline.
 */
#include <errno.h>
#include <fcntl.h>
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

/* parse_text - parse_file() for output given inline */
static void parse_text(const char *name, const char *text, const struct row *want, int n)
{
	sqlite3 *db = new_db(name);
	FILE *f;

	if (!db) {
		T_OK(0, "%s: create a database", name);
		return;
	}
	f = fmemopen((void *)text, strlen(text), "r");
	if (!f) {
		T_OK(0, "%s: fmemopen: %s", name, strerror(errno));
		sqlite3_close(db);
		return;
	}
	T_EQ_INT(results_parse_stream(db, f, name), n, "%s: results_parse_stream adds %d rows", name, n);
	fclose(f);
	check_rows(db, name, want, n);
	sqlite3_close(db);
}

/* the elapsed times of GNU time -v and of the shell's time */
static void times(void)
{
	static const char gnu_long[] =
		"\tCommand being timed: \"sleep 3723\"\n"
		"\tUser time (seconds): 0.00\n"
		"\tPercent of CPU this job got: 0%\n"
		"\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02:03\n"
		"\tMaximum resident set size (kbytes): 1920\n";
	static const char gnu_short[] =
		"\tElapsed (wall clock) time (h:mm:ss or m:ss): 2:03.25\n";
	static const char gnu_frac[] =
		"\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:00:00.50\n";
	static const char shell[] = "\nreal\t1m2.500s\nuser\t0m0.001s\nsys\t0m0.002s\n";
	static const struct row want_long[] = { { "real_time", 3723, "s", "lower", 0 } };
	static const struct row want_short[] = { { "real_time", 123.25, "s", "lower", 0 } };
	static const struct row want_frac[] = { { "real_time", 3600.5, "s", "lower", 0 } };
	static const struct row want_shell[] = { { "real_time", 62.5, "s", "lower", 0 } };

	parse_text("time -v h:mm:ss", gnu_long, want_long, 1);
	parse_text("time -v m:ss", gnu_short, want_short, 1);
	parse_text("time -v h:mm:ss.ss", gnu_frac, want_frac, 1);
	parse_text("shell time (tab)", shell, want_shell, 1);
}

/* schbench's three sections, as its show_latencies() prints them */
static void schbench(void)
{
	static const char out[] =
		"Wakeup Latencies percentiles (usec) runtime 30 (s) (98304 total samples)\n"
		"\t  50.0th: 7          (30912 samples)\n"
		"\t  90.0th: 12         (38400 samples)\n"
		"\t* 99.0th: 27         (8736 samples)\n"
		"\t  99.9th: 411        (880 samples)\n"
		"\t  min=1, max=5082\n"
		"Request Latencies percentiles (usec) runtime 30 (s) (98290 total samples)\n"
		"\t  50.0th: 9904       (29510 samples)\n"
		"\t  90.0th: 10096      (39161 samples)\n"
		"\t* 99.0th: 10480      (8791 samples)\n"
		"\t  99.9th: 14512      (883 samples)\n"
		"\t  min=5006, max=31215\n"
		"RPS percentiles (requests) runtime 30 (s) (31 total samples)\n"
		"\t  20.0th: 3268       (7 samples)\n"
		"\t* 50.0th: 3276       (11 samples)\n"
		"\t  90.0th: 3292       (11 samples)\n"
		"\t  min=3242, max=3301\n"
		"average rps: 3276.33\n";
	static const struct row want[] = {
		{ "wakeup_latency_p50", 7, "usec", "lower", 0 },
		{ "wakeup_latency_p90", 12, "usec", "lower", 0 },
		{ "wakeup_latency_p99", 27, "usec", "lower", 1 },
		{ "wakeup_latency_p99.9", 411, "usec", "lower", 0 },
		{ "request_latency_p50", 9904, "usec", "lower", 0 },
		{ "request_latency_p90", 10096, "usec", "lower", 0 },
		{ "request_latency_p99", 10480, "usec", "lower", 0 },
		{ "request_latency_p99.9", 14512, "usec", "lower", 0 },
		{ "rps_p20", 3268, "requests/s", "higher", 0 },
		{ "rps_p50", 3276, "requests/s", "higher", 0 },
		{ "rps_p90", 3292, "requests/s", "higher", 0 },
	};
	/* a section of percentiles it does not know ends the one before */
	static const char other[] =
		"Wakeup Latencies percentiles (usec) runtime 10 (s) (100 total samples)\n"
		"\t* 99.0th: 30         (1 samples)\n"
		"Queue Depth percentiles (entries)\n"
		"\t  50.0th: 3          (50 samples)\n";
	static const struct row want_other[] = {
		{ "wakeup_latency_p99", 30, "usec", "lower", 1 },
	};

	parse_text("schbench", out, want, (int)(sizeof(want) / sizeof(want[0])));
	parse_text("schbench, another percentiles section", other, want_other, 1);
}

/*
 * netperf when it fails: no control connection (its real message, exit 255)
 * gives nothing; a UDP_STREAM cut before its receive row gives the send side
 * only, and no main figure: what was sent is not what arrived
 */
static void netperf_failures(void)
{
	static const char refused[] =
		"establish control: are you sure there is a netserver listening on 127.0.0.1 at "
		"port 12998?\n"
		"establish_control could not establish the control connection from 0.0.0.0 port 0 "
		"address family AF_UNSPEC to 127.0.0.1 port 12998 address family AF_INET\n";
	static const char cut[] =
		"MIGRATED UDP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 127.0.0.1 () "
		"port 0 AF_INET : demo\n"
		"Socket  Message  Elapsed      Messages                \n"
		"Size    Size     Time         Okay Errors   Throughput\n"
		"bytes   bytes    secs            #      #   10^6bits/sec\n"
		"\n"
		"212992      64   1.00       203182      0     103.79\n";
	static const struct row want_cut[] = {
		{ "send_throughput", 103.79, "10^6bits/sec", "higher", 0 },
	};

	parse_text("netperf, no netserver", refused, NULL, 0);
	parse_text("netperf UDP_STREAM without its receive row", cut, want_cut, 1);
}

/*
 * said - parse @text into a fresh database with stderr caught: no row, and
 * a message naming the line and saying the value is not a number
 */
static void said(const char *name, const char *text, const char *want_msg)
{
	char path[512], msg[1024] = "";
	sqlite3 *db = new_db(name);
	int saved, fd;
	ssize_t n;
	FILE *f;

	snprintf(path, sizeof(path), "%s/stderr", tmpdir);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	f = fmemopen((void *)text, strlen(text), "r");
	if (!db || fd < 0 || !f) {
		T_OK(0, "%s: set up: %s", name, strerror(errno));
		goto out;
	}
	fflush(stderr);
	saved = dup(STDERR_FILENO);
	dup2(fd, STDERR_FILENO);
	T_EQ_INT(results_parse_stream(db, f, "out.txt"), 0, "%s: no row", name);
	fflush(stderr);
	dup2(saved, STDERR_FILENO);
	close(saved);
	n = pread(fd, msg, sizeof(msg) - 1, 0);
	msg[n > 0 ? n : 0] = '\0';
	msg[strcspn(msg, "\n")] = '\0';
	T_OK(strstr(msg, want_msg) != NULL, "%s: said: '%s' in '%s'", name, want_msg, msg);
	check_rows(db, name, NULL, 0);
out:
	if (f)
		fclose(f);
	if (fd >= 0)
		close(fd);
	if (db)
		sqlite3_close(db);
}

/*
 * figures whose value is not a whole number: "12abc" is not 12, nan and
 * inf are not numbers, nor is what overflows a double or a hexadecimal
 * float; each is left out and said, naming the line
 */
static void not_numbers(void)
{
	static const char netperf_nan[] =
		"MIGRATED TCP STREAM TEST from 0.0.0.0 (0.0.0.0) port 0 AF_INET to 127.0.0.1 () "
		"port 0 AF_INET\n"
		"131072  16384     64    1.00      nan\n";
	static const struct row ok_exp[] = { { "time", 150, "s", "lower", 1 } };

	said("tbench 12abc", "Throughput 12abc MB/sec  4 clients  4 procs  max_latency=1 ms\n",
	     "out.txt:1: throughput '12abc' is not a number: left out");
	said("tbench nan", "\nThroughput nan MB/sec  4 clients\n",
	     "out.txt:2: throughput 'nan' is not a number");
	said("hackbench 12abc", "Time: 12abc\n", "out.txt:1: time '12abc' is not a number");
	said("hackbench inf", "Time: inf\n", "time 'inf' is not a number");
	said("hackbench 1e999", "Time: 1e999\n", "time '1e999' is not a number");
	said("hackbench hex", "Time: 0x1p4\n", "time '0x1p4' is not a number");
	said("perf bench 3.5x", "     Total time: 3.5x [sec]\n", "time '3.5x' is not a number");
	said("shell time 1.5x", "real\t0m1.5xs\n", "real '1.5xs' is not a number");
	said("time -v nan", "\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02:nan\n",
	     "real '1:02:nan' is not a number");
	said("schbench 27abc",
	     "Wakeup Latencies percentiles (usec) runtime 30 (s) (98304 total samples)\n"
	     "\t* 99.0th: 27abc      (8736 samples)\n",
	     "out.txt:2: percentile '27abc' is not a number");
	parse_text("netperf nan: not a result row", netperf_nan, NULL, 0);
	/* a number in exponent form is a number */
	parse_text("hackbench 1.5e2", "Time: 1.5e2\n", ok_exp, 1);
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
	/* perf bench sched messaging: "     Total time: 0.126 [sec]" */
	static const struct row messaging[] = { { "time", 0.126, "s", "lower", 1 } };
	/* "     Total time: 0.029 [sec]" (--pipe --thread) */
	static const struct row messaging_tp[] = { { "time", 0.029, "s", "lower", 1 } };
	/* TCP_STREAM: "131072  16384     64    1.00      416.29", unit from the
	 * headings' "10^6bits/sec" */
	static const struct row tcp[] = {
		{ "throughput", 416.29, "10^6bits/sec", "higher", 1 },
	};
	/* -f g: "131072  16384   1024    1.00        6.31" in 10^9bits/sec */
	static const struct row tcp_g[] = {
		{ "throughput", 6.31, "10^9bits/sec", "higher", 1 },
	};
	/* UDP_STREAM: the send row "212992      64   1.00       203182      0     103.79",
	 * then the receive row "212992           1.00       158350             80.89":
	 * what arrived is the result */
	static const struct row udp[] = {
		{ "send_throughput", 103.79, "10^6bits/sec", "higher", 0 },
		{ "throughput", 80.89, "10^6bits/sec", "higher", 1 },
	};
	/* 16384-byte messages: sent 19721.51, received 11679.21 */
	static const struct row udp_16k[] = {
		{ "send_throughput", 19721.51, "10^6bits/sec", "higher", 0 },
		{ "throughput", 11679.21, "10^6bits/sec", "higher", 1 },
	};
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
		T_OK(0, "mkdtemp %s: %s", tmpdir, strerror(errno));
		T_DONE();
	}
	parse("tbench", "tbench-4clients.txt", tbench, 2);
	parse("dbench", "dbench-2clients.txt", dbench, 2);
	parse("hackbench", "hackbench-g2-process.txt", hackbench, 1);
	parse("hackbench threads", "hackbench-g1-threads.txt", hackbench_t, 1);
	parse("perf bench messaging", "perf-messaging-g2-process.txt", messaging, 1);
	parse("perf bench messaging, threads and pipes", "perf-messaging-g1-thread-pipe.txt",
	      messaging_tp, 1);
	parse("netperf TCP_STREAM", "netperf-tcp-stream-64.txt", tcp, 1);
	parse("netperf TCP_STREAM -f g", "netperf-tcp-stream-1024-gbits.txt", tcp_g, 1);
	parse("netperf UDP_STREAM", "netperf-udp-stream-64.txt", udp, 2);
	parse("netperf UDP_STREAM 16384", "netperf-udp-stream-16384.txt", udp_16k, 2);
	netperf_failures();
	/* git's make test (gitsource) prints no figure: record's elapsed is its result */
	parse("gitsource make test", "gitsource-t0000-t0001.txt", NULL, 0);
	times();
	schbench();
	not_numbers();

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
