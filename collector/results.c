// SPDX-License-Identifier: GPL-2.0
/*
 * results.c - benchmark output into workload_result.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
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
	const char *name;      /* the output's, for messages */
	unsigned long line_no;
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

/* ends_token - @c ends a number: a blank, the end of the line, or one of @stops */
static int ends_token(char c, const char *stops)
{
	return c == '\0' || c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	       (c && strchr(stops, c));
}

/*
 * num - the decimal number at @s, which must end where the token does (at a
 * blank, the end of the line or one of @stops): "12abc" is not 12, and nan,
 * inf, hexadecimal and numbers past a double's range are not numbers either
 * @end: set past the number
 * Return: 1 for a number in @v; 0 when @s does not start a number at all
 * (a word); -1 when it starts like one but is not ("12abc", "1e999", "nan").
 */
static int num(const char *s, const char *stops, double *v, const char **end)
{
	const char *p = s;
	int digits = 0;
	char *e;

	if (*p == '+' || *p == '-')
		p++;
	for (; isdigit((unsigned char)*p); p++)
		digits++;
	if (*p == '.')
		for (p++; isdigit((unsigned char)*p); p++)
			digits++;
	if (!digits) {
		/* what strtod would still take: nan, inf, infinity */
		strtod(s, &e);
		return e == s && !(*s == '.' || *s == '+' || *s == '-') ? 0 : -1;
	}
	if (*p == 'e' || *p == 'E') {
		const char *x = p + 1;

		if (*x == '+' || *x == '-')
			x++;
		if (isdigit((unsigned char)*x)) {
			for (; isdigit((unsigned char)*x); x++)
				;
			p = x;
		}
	}
	if (!ends_token(*p, stops))
		return -1;
	*v = strtod(s, &e);
	if (e != p || !isfinite(*v))
		return -1;
	*end = p;
	return 1;
}

/* skip_blank - past spaces and tabs */
static const char *skip_blank(const char *s)
{
	return s + strspn(s, " \t");
}

/* numbers - the whitespace-separated numbers of @s, if it has only numbers */
static int numbers(const char *s, double *v, int max)
{
	const char *end;
	int n = 0;

	for (;;) {
		s = skip_blank(s);
		if (!*s || *s == '\n' || *s == '\r')
			return n;
		if (n == max || num(s, "", &v[n], &end) <= 0)
			return -1;
		n++;
		s = end;
	}
}

/* not_a_number - a figure whose value is not a number: left out, and said */
static void not_a_number(struct parse *p, const char *what, const char *s)
{
	int n = (int)strcspn(s, " \t\r\n");

	pt_warn("%s:%lu: %s '%.*s' is not a number: left out", p->name, p->line_no, what,
		n > 40 ? 40 : n, s);
}

/*
 * take - the number of the figure @what at @s (after blanks), as num()
 * Return: 1 with @v; 0 when there is none; -1 when it is not a number (said).
 */
static int take(struct parse *p, const char *what, const char *s, const char *stops, double *v,
		const char **end)
{
	int rc;

	s = skip_blank(s);
	rc = num(s, stops, v, end);
	if (rc < 0)
		not_a_number(p, what, s);
	return rc;
}

/* after - @s past its blanks when it starts with @word, else NULL */
static const char *after(const char *s, const char *word)
{
	size_t n = strlen(word);

	s = skip_blank(s);
	return strncmp(s, word, n) != 0 ? NULL : s + n;
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
	const char *s, *end;
	double v, v2;
	char unit[32];
	int n, m;

	/* tbench, dbench: "Throughput 428.276 MB/sec  4 clients ... max_latency=48.147 ms" */
	if ((s = after(line, "Throughput")) && (*s == ' ' || *s == '\t')) {
		const char *lat;

		if (take(p, "throughput", s, "", &v, &end) <= 0)
			return;
		s = skip_blank(end);
		n = (int)strcspn(s, " \t\r\n");
		if (!n)
			return; /* no unit: not tbench's line */
		snprintf(unit, sizeof(unit), "%.*s", n, s);
		add(p, "throughput", v, unit, "higher", 1);
		lat = strstr(s, "max_latency=");
		if (lat && take(p, "max_latency", lat + 12, "", &v2, &end) > 0)
			add(p, "max_latency", v2, "ms", "lower", 0);
		return;
	}
	/* hackbench: "Time: 0.387" */
	if (!strncmp(line, "Time:", 5)) {
		if (take(p, "time", line + 5, "", &v, &end) > 0)
			add(p, "time", v, "s", "lower", 1);
		return;
	}
	/* perf bench sched messaging (and perf bench's other "Total time"s) */
	if ((s = after(line, "Total time:"))) {
		if (take(p, "time", s, "", &v, &end) > 0 && !strncmp(skip_blank(end), "[sec", 4))
			add(p, "time", v, "s", "lower", 1);
		return;
	}
	/* time(1) and the shell's time: "real\t1m2.500s" */
	if ((s = after(line, "real")) && (*s == ' ' || *s == '\t')) {
		double mins;

		s = skip_blank(s);
		if (!isdigit((unsigned char)*s))
			return;
		if (take(p, "real", s, "m", &mins, &end) <= 0 || *end != 'm' || mins != floor(mins))
			return;
		if (take(p, "real", end + 1, "s", &v, &end) > 0 && *end == 's' &&
		    ends_token(end[1], ""))
			add(p, "real_time", mins * 60 + v, "s", "lower", 0);
		return;
	}
	/* GNU time -v: "h:mm:ss" or "m:ss.ss"; the whole value must be read, or
	 * m:ss would take "1:02:03" for 1 min 2 s */
	if (strstr(line, "Elapsed (wall clock) time")) {
		const char *c = strrchr(line, ' ');
		int k = 0;

		if (c && sscanf(c, " %d:%d:%lf%n", &n, &m, &v, &k) == 3 && blank(c + k) &&
		    isfinite(v))
			add(p, "real_time", n * 3600 + m * 60 + v, "s", "lower", 0);
		else if (c && sscanf(c, " %d:%lf%n", &m, &v, &k) == 2 && blank(c + k) && isfinite(v))
			add(p, "real_time", m * 60 + v, "s", "lower", 0);
		else if (c)
			not_a_number(p, "real", skip_blank(c));
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
	/* "\t  50.0th: 7          (30912 samples)", the main one starred */
	if (p->sec == SEC_SCHBENCH_WAKEUP || p->sec == SEC_SCHBENCH_REQUEST ||
	    p->sec == SEC_SCHBENCH_RPS) {
		char metric[48];
		double pct;

		s = skip_blank(line);
		if (*s == '*')
			s = skip_blank(s + 1);
		if (!isdigit((unsigned char)*s) || take(p, "percentile", s, "t", &pct, &end) <= 0 ||
		    strncmp(end, "th:", 3) != 0 || take(p, "percentile", end + 3, "", &v, &end) <= 0)
			return;
		if (p->sec == SEC_SCHBENCH_RPS) {
			snprintf(metric, sizeof(metric), "rps_p%g", pct);
			add(p, metric, v, "requests/s", "higher", 0);
			return;
		}
		snprintf(metric, sizeof(metric), "%s_p%g",
			 p->sec == SEC_SCHBENCH_WAKEUP ? "wakeup_latency" : "request_latency", pct);
		add(p, metric, v, "usec", "lower", p->sec == SEC_SCHBENCH_WAKEUP && pct == 99.0);
		return;
	}
}

int results_parse_stream(sqlite3 *db, FILE *f, const char *name)
{
	struct parse p = { .db = db, .name = name };
	char *line = NULL;
	size_t cap = 0;

	while (getline(&line, &cap, f) > 0 && !p.failed) {
		p.line_no++;
		parse_line(&p, line);
	}
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
	n = results_parse_stream(db, f, path);
	fclose(f);
	return n;
}
