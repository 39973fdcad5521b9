/* SPDX-License-Identifier: GPL-2.0 */
/*
 * results - the benchmark's own figures, parsed from what it printed, into
 * workload_result (metric, value, unit, better, main):
 *   tbench, dbench   "Throughput X MB/sec ..." (higher), max_latency (lower)
 *   hackbench        "Time: X" (seconds, lower)
 *   perf bench       "Total time: X [sec]" (sched messaging: seconds, lower)
 *   netperf          the result row of TCP_STREAM, UDP_STREAM's receive side
 *                    (throughput in the unit of its headings, higher; the
 *                    send side as send_throughput), TCP_RR (higher)
 *   schbench         latency percentiles "XX.Xth: N" (usec, lower), RPS
 *                    percentiles (requests/s, higher)
 *   time(1), bash    "real 0m1.234s" / "Elapsed (wall clock) time" (lower)
 * Output it does not know gives nothing; record adds `elapsed` itself.
 */
#ifndef PT_RESULTS_H
#define PT_RESULTS_H

#include <stdio.h>
#include <sqlite3.h>

/*
 * results_parse_stream - parse every line of @f; a figure whose value is not a
 * number ("12abc", nan) is left out and said, naming @name and the line
 * Return: the rows added, or -1.
 */
int results_parse_stream(sqlite3 *db, FILE *f, const char *name);
/* results_parse_file - the same for a file (message naming it on error) */
int results_parse_file(sqlite3 *db, const char *path);
/* results_add - one row; @main: the benchmark's figure of merit; 0 or -1 */
int results_add(sqlite3 *db, const char *metric, double value, const char *unit,
		const char *better, int main);

#endif
