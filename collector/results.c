// SPDX-License-Identifier: GPL-2.0
/*
 * results.c - benchmark output into workload_result.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "msg.h"
#include "results.h"

enum section { SEC_NONE, SEC_NETPERF_STREAM, SEC_NETPERF_UDP, SEC_NETPERF_RR,
	       SEC_SCHBENCH_WAKEUP, SEC_SCHBENCH_REQUEST, SEC_SCHBENCH_RPS };

struct parse {
	sqlite3 *db;
	int rows;
	int failed;
	enum section sec;
	double netperf_last; /* the last result row of a netperf test */
	int netperf_seen;
	double netperf_send; /* UDP_STREAM: the send side's row, before the receive side's */
	int netperf_send_seen;
	char netperf_unit[32]; /* the throughput's unit, from the column headings */
};

int results_add(sqlite3 *db, const char *metric, double value, const char *unit,
		const char *better, int main)
{
	sqlite3_stmt *st;
	int rc;

	/* One main figure per run: the first one found. */
	st = db_prepare(db, "INSERT INTO workload_result (metric, value, unit, better, main) "
			    "SELECT ?, ?, ?, ?, ? AND NOT EXISTS "
			    "(SELECT 1 FROM workload_result WHERE main = 1)");
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, metric, -1, SQLITE_STATIC);
	sqlite3_bind_double(st, 2, value);
	sqlite3_bind_text(st, 3, unit, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, better, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 5, main);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		pt_err("sqlite: workload_result: %s", sqlite3_errmsg(db));
		return -1;
	}
	return 0;
}

static void add(struct parse *p, const char *metric, double v, const char *unit,
		const char *better, int main)
{
	if (results_add(p->db, metric, v, unit, better, main) < 0)
		p->failed = 1;
	else
		p->rows++;
}

/* numbers - the whitespace-separated numbers of @s, if it has only numbers */
static int numbers(const char *s, double *v, int max)
{
	int n = 0;
	char *end;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s || *s == '\n')
			return n;
		if (n == max)
			return -1;
		v[n] = strtod(s, &end);
		if (end == s)
			return -1;
		n++;
		s = end;
	}
}

/* blank - nothing but white space from @s on */
static int blank(const char *s)
{
	return s[strspn(s, " \t\r\n")] == '\0';
}

/*
 * flush_netperf - the figures of the netperf test that ends here.  UDP_STREAM
 * prints the send side's row (6 numbers: socket, message size, time, messages
 * okay, errors, throughput) and then the receive side's (4 numbers: socket,
 * time, messages, throughput): what arrived is the result, what was sent is
 * kept beside it; a test without a receive row has no main figure.
 */
static void flush_netperf(struct parse *p)
{
	const char *unit = p->netperf_unit[0] ? p->netperf_unit : "10^6bits/sec";

	if (p->sec == SEC_NETPERF_UDP && p->netperf_send_seen)
		add(p, "send_throughput", p->netperf_send, unit, "higher", 0);
	if (p->netperf_seen) {
		if (p->sec == SEC_NETPERF_STREAM || p->sec == SEC_NETPERF_UDP)
			add(p, "throughput", p->netperf_last, unit, "higher", 1);
		else
			add(p, "transactions", p->netperf_last, "trans/sec", "higher", 1);
	}
	p->netperf_seen = 0;
	p->netperf_send_seen = 0;
	p->netperf_unit[0] = '\0';
}

/* netperf_row - a numeric row of a netperf test, or its column headings */
static void netperf_row(struct parse *p, const char *line)
{
	double nums[8];
	const char *u;
	int n;

	if ((u = strstr(line, "bits/sec")) || (u = strstr(line, "Bytes/sec"))) {
		while (u > line && u[-1] != ' ' && u[-1] != '\t')
			u--;
		snprintf(p->netperf_unit, sizeof(p->netperf_unit), "%.*s",
			 (int)strcspn(u, " \t\r\n"), u);
		return;
	}
	n = numbers(line, nums, 8);
	if (p->sec == SEC_NETPERF_UDP) {
		if (n == 6) {
			p->netperf_send = nums[5];
			p->netperf_send_seen = 1;
			p->netperf_seen = 0;
		} else if (n == 4 && p->netperf_send_seen) {
			p->netperf_last = nums[3];
			p->netperf_seen = 1;
		}
		return;
	}
	if (n >= 5) {
		p->netperf_last = nums[n - 1];
		p->netperf_seen = 1;
	}
}

static void parse_line(struct parse *p, const char *line)
{
	double v, v2;
	char unit[32];
	int n, m, s;

	/* tbench, dbench */
	if (sscanf(line, " Throughput %lf %31s", &v, unit) == 2) {
		const char *lat = strstr(line, "max_latency=");

		add(p, "throughput", v, unit, "higher", 1);
		if (lat && sscanf(lat, "max_latency=%lf", &v2) == 1)
			add(p, "max_latency", v2, "ms", "lower", 0);
		return;
	}
	/* hackbench */
	if (sscanf(line, "Time: %lf", &v) == 1) {
		add(p, "time", v, "s", "lower", 1);
		return;
	}
	/* perf bench sched messaging (and perf bench's other "Total time"s) */
	if (sscanf(line, " Total time: %lf [sec", &v) == 1) {
		add(p, "time", v, "s", "lower", 1);
		return;
	}
	/* time(1) and the shell's time */
	/* (the format's space matches a tab too) */
	if (sscanf(line, "real %dm%lfs", &m, &v) == 2) {
		add(p, "real_time", m * 60 + v, "s", "lower", 0);
		return;
	}
	/* GNU time -v: "h:mm:ss" or "m:ss.ss"; the whole value must be read, or
	 * m:ss would take "1:02:03" for 1 min 2 s */
	if (strstr(line, "Elapsed (wall clock) time")) {
		const char *c = strrchr(line, ' ');
		int end = 0;

		if (c && sscanf(c, " %d:%d:%lf%n", &n, &m, &v, &end) == 3 && blank(c + end))
			add(p, "real_time", n * 3600 + m * 60 + v, "s", "lower", 0);
		else if (c && sscanf(c, " %d:%lf%n", &m, &v, &end) == 2 && blank(c + end))
			add(p, "real_time", m * 60 + v, "s", "lower", 0);
		return;
	}
	/* netperf: the test banner, then a numeric result row */
	if (strstr(line, "TCP STREAM TEST")) {
		flush_netperf(p);
		p->sec = SEC_NETPERF_STREAM;
		return;
	}
	if (strstr(line, "UDP STREAM TEST")) {
		flush_netperf(p);
		p->sec = SEC_NETPERF_UDP;
		return;
	}
	if (strstr(line, "REQUEST/RESPONSE TEST")) {
		flush_netperf(p);
		p->sec = SEC_NETPERF_RR;
		return;
	}
	if (p->sec == SEC_NETPERF_STREAM || p->sec == SEC_NETPERF_UDP || p->sec == SEC_NETPERF_RR) {
		netperf_row(p, line);
		return;
	}
	/* schbench: "Wakeup Latencies percentiles (usec) ..." then "  99.0th: 45",
	 * the same for Request Latencies, then "RPS percentiles (requests)" */
	if (strstr(line, "percentiles")) {
		if (strstr(line, "Wakeup Latencies percentiles"))
			p->sec = SEC_SCHBENCH_WAKEUP;
		else if (strstr(line, "Request Latencies percentiles"))
			p->sec = SEC_SCHBENCH_REQUEST;
		else if (strstr(line, "RPS percentiles"))
			p->sec = SEC_SCHBENCH_RPS;
		else
			p->sec = SEC_NONE; /* percentiles of something else */
		return;
	}
	if ((p->sec == SEC_SCHBENCH_WAKEUP || p->sec == SEC_SCHBENCH_REQUEST ||
	     p->sec == SEC_SCHBENCH_RPS) &&
	    (sscanf(line, " %lfth: %d", &v, &s) == 2 || sscanf(line, " * %lfth: %d", &v, &s) == 2)) {
		char metric[48];

		if (p->sec == SEC_SCHBENCH_RPS) {
			snprintf(metric, sizeof(metric), "rps_p%g", v);
			add(p, metric, s, "requests/s", "higher", 0);
			return;
		}
		snprintf(metric, sizeof(metric), "%s_p%g",
			 p->sec == SEC_SCHBENCH_WAKEUP ? "wakeup_latency" : "request_latency", v);
		add(p, metric, s, "usec", "lower", p->sec == SEC_SCHBENCH_WAKEUP && v == 99.0);
		return;
	}
}

int results_parse_stream(sqlite3 *db, FILE *f)
{
	struct parse p = { .db = db };
	char *line = NULL;
	size_t cap = 0;

	while (getline(&line, &cap, f) > 0 && !p.failed)
		parse_line(&p, line);
	if (p.sec == SEC_NETPERF_STREAM || p.sec == SEC_NETPERF_UDP || p.sec == SEC_NETPERF_RR)
		flush_netperf(&p);
	free(line);
	return p.failed ? -1 : p.rows;
}

int results_parse_file(sqlite3 *db, const char *path)
{
	FILE *f = fopen(path, "r");
	int n;

	if (!f) {
		pt_err("%s: %s", path, strerror(errno));
		return -1;
	}
	n = results_parse_stream(db, f);
	fclose(f);
	return n;
}
