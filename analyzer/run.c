// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "evmap.h"
#include "msg.h"
#include "queries.h"
#include "run.h"

static const struct cpu_attr no_attr = {
	ATTR_NONE, ATTR_NONE, ATTR_NONE, ATTR_NONE, ATTR_NONE,
	ATTR_NONE, ATTR_NONE, ATTR_NONE, ATTR_NONE, -1,
};

const struct cpu_attr *run_attr(const struct run *r, int cpu)
{
	if (cpu < 0 || cpu >= r->nr_attrs)
		return &no_attr;
	return &r->attrs[cpu];
}

char *run_meta(const struct run *r, const char *key)
{
	return db_get_meta(r->db, key);
}

/*
 * col_attr - a cpu attribute; NULL: unknown.  One that cannot be (no
 * integer, below @min: a perf level or frequency of 0 or less, a negative
 * rate limit; or past 32 bits, where sysfs and CPPC have none) is unknown
 * too, counted in attrs_invalid: a delivered share over nominal_perf -1 is
 * no number.
 */
static int64_t col_attr(struct run *r, sqlite3_stmt *st, int i, int64_t min)
{
	if (sqlite3_column_type(st, i) == SQLITE_NULL)
		return ATTR_NONE;
	if (sqlite3_column_type(st, i) != SQLITE_INTEGER || sqlite3_column_int64(st, i) < min ||
	    sqlite3_column_int64(st, i) > UINT32_MAX) {
		r->attrs_invalid++;
		return ATTR_NONE;
	}
	return sqlite3_column_int64(st, i);
}

static int read_cpus(struct run *r)
{
	sqlite3_stmt *st = db_prepare(r->db, Q_CPU);

	if (!st)
		return -1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		int64_t v = sqlite3_column_int64(st, 0);
		int cpu = (int)v;
		struct cpu_attr *a;

		if (sqlite3_column_type(st, 0) != SQLITE_INTEGER || v < 0 || v >= PT_MAX_CPUS) {
			pt_err("%s: CPU %s in the cpu table: past the largest CPU number a kernel "
			       "can have (%d)", r->path, (const char *)sqlite3_column_text(st, 0),
			       PT_MAX_CPUS - 1);
			sqlite3_finalize(st);
			return -1;
		}
		if (cpu >= r->nr_attrs) {
			struct cpu_attr *n = realloc(r->attrs, (cpu + 1) * sizeof(*n));
			int i;

			if (!n) {
				sqlite3_finalize(st);
				return -1;
			}
			for (i = r->nr_attrs; i <= cpu; i++)
				n[i] = no_attr;
			r->attrs = n;
			r->nr_attrs = cpu + 1;
		}
		a = &r->attrs[cpu];
		a->highest_perf = col_attr(r, st, 1, 1);
		a->nominal_perf = col_attr(r, st, 2, 1);
		a->lowest_nonlinear_perf = col_attr(r, st, 3, 0);
		a->lowest_perf = col_attr(r, st, 4, 0);
		a->nominal_freq_mhz = col_attr(r, st, 5, 1);
		a->max_khz = col_attr(r, st, 6, 1);
		a->min_khz = col_attr(r, st, 7, 1);
		a->base_khz = col_attr(r, st, 8, 1);
		a->rate_limit_us = col_attr(r, st, 9, 0);
		a->package = sqlite3_column_type(st, 12) == SQLITE_NULL ? -1 :
									 sqlite3_column_int(st, 12);
	}
	sqlite3_finalize(st);
	return 0;
}

static long long meta_ll(struct run *r, const char *key, long long dflt)
{
	char *v = db_get_meta(r->db, key), *end;
	long long n;

	if (!v)
		return dflt;
	/* the whole value, in range: "1e9" or 20 digits is not a number of ours */
	errno = 0;
	n = strtoll(v, &end, 10);
	if (end == v || *end || errno)
		n = dflt;
	free(v);
	return n;
}

/*
 * The tables and columns the analyzer reads besides the event tables' (those
 * are the catalogue's): a database without one is no run database (an older
 * tool's, an edited one), said once, not at every query that reads it.
 */
static const struct {
	const char *table;
	const char *cols[14];
} run_tables[] = {
	{ "meta", { "key", "value" } },
	{ "cpu", { "cpu", "highest_perf", "nominal_perf", "lowest_nonlinear_perf", "lowest_perf",
		   "nominal_freq_mhz", "max_khz", "min_khz", "base_khz", "rate_limit_us", "driver",
		   "governor", "package" } },
	{ "task", { "pid", "comm" } },
	{ "lost_events", { "ts", "count" } },
	{ "buffer_stats", { "overrun", "dropped_events" } },
	{ "counter", { "name", "unit", "scale" } },
	{ "counter_sample", { "ts", "cpu", "name", "value" } },
	{ "workload_result", { "metric", "value", "unit", "better", "main" } },
};

/* has_column - @table has column @col (NULL: the table exists); 1, 0, -1 on error */
static int has_column(sqlite3 *db, const char *table, const char *col)
{
	sqlite3_stmt *st = db_prepare(db, col ? Q_HAS_COLUMN : Q_HAS_TABLE);
	int rc;

	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	if (col)
		sqlite3_bind_text(st, 2, col, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/* check_missing - @table (and its column @col, NULL: none) is there; else -1, said */
static int check_missing(const struct run *r, const char *table, const char *col)
{
	int rc = has_column(r->db, table, NULL);

	if (rc == 0)
		pt_err("%s: not a pstate-trace database: no %s table", r->path, table);
	if (rc <= 0)
		return -1;
	rc = col ? has_column(r->db, table, col) : 1;
	if (rc == 0)
		pt_err("%s: not a pstate-trace database: no column %s in table %s", r->path, col,
		       table);
	return rc > 0 ? 0 : -1;
}

/* check_schema - every table and column the analyzer reads is there; 0, or -1 (said) */
static int check_schema(const struct run *r)
{
	static const char *const fixed[] = { "ts", "cpu", "seq" };
	unsigned int i, j;
	int t, c;

	for (i = 0; i < sizeof(run_tables) / sizeof(run_tables[0]); i++) {
		if (check_missing(r, run_tables[i].table, NULL) < 0)
			return -1;
		for (j = 0; j < sizeof(run_tables[i].cols) / sizeof(run_tables[i].cols[0]) &&
			    run_tables[i].cols[j]; j++)
			if (check_missing(r, run_tables[i].table, run_tables[i].cols[j]) < 0)
				return -1;
	}
	for (t = 0; t < NR_TABLES; t++) {
		const struct table_def *d = &evmap_tables[t];

		for (j = 0; j < sizeof(fixed) / sizeof(fixed[0]); j++)
			if (check_missing(r, d->table, fixed[j]) < 0)
				return -1;
		for (c = 0; c < d->ncols; c++)
			if (check_missing(r, d->table, d->cols[c].name) < 0)
				return -1;
	}
	return 0;
}

/* table_span - the first and last ts of @table in @a, @b: 0, or -1 when it
 * has no rows with a time; @scan: the least and greatest, not the first and
 * last rows' */
static int table_span(struct run *r, const char *table, int scan, uint64_t *a, uint64_t *b)
{
	char sql[200];
	sqlite3_stmt *st;
	int ret = -1;

	if (scan)
		snprintf(sql, sizeof(sql), Q_SPAN_SCAN, table);
	else
		snprintf(sql, sizeof(sql), Q_SPAN, table, table);
	if (sqlite3_prepare_v2(r->db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) == SQLITE_INTEGER &&
	    sqlite3_column_type(st, 1) == SQLITE_INTEGER && sqlite3_column_int64(st, 0) >= 0 &&
	    sqlite3_column_int64(st, 0) <= sqlite3_column_int64(st, 1)) {
		*a = (uint64_t)sqlite3_column_int64(st, 0);
		*b = (uint64_t)sqlite3_column_int64(st, 1);
		ret = 0;
	}
	sqlite3_finalize(st);
	return ret;
}

/* span - first and last event over the event tables that have rows: the
 * first and last rows', unless the trace is out of time order (the import
 * says so, or the two rows) or they have no time */
static void span(struct run *r)
{
	int i, scan = r->ts_out_of_order != 0;

	r->first_ts = UINT64_MAX;
	r->last_ts = 0;
	for (i = 0; i < NR_TABLES; i++) {
		const char *table = evmap_tables[i].table;
		uint64_t a, b;

		if (table_span(r, table, scan, &a, &b) < 0 &&
		    (scan || table_span(r, table, 1, &a, &b) < 0))
			continue;
		if (a < r->first_ts)
			r->first_ts = a;
		if (b > r->last_ts)
			r->last_ts = b;
	}
	if (r->first_ts == UINT64_MAX)
		r->first_ts = 0;
}

int run_open(struct run *r, const char *path)
{
	sqlite3_stmt *st;

	memset(r, 0, sizeof(*r));
	if (db_open_run(path, &r->db) < 0)
		return -1;
	r->path = strdup(path);
	if (!r->path || check_schema(r) < 0) {
		run_close(r);
		return -1;
	}
	r->source = db_get_meta(r->db, "source");
	r->tool_version = db_get_meta(r->db, "tool_version");
	r->hostname = db_get_meta(r->db, "hostname");
	r->kernel = db_get_meta(r->db, "kernel_release");
	r->cpu_model = db_get_meta(r->db, "cpu_model");
	r->driver = db_get_meta(r->db, "driver");
	r->governor = db_get_meta(r->db, "governor");
	r->amd_status = db_get_meta(r->db, "amd_pstate_status");
	r->workload_cmd = db_get_meta(r->db, "workload_cmd");
	r->label = db_get_meta(r->db, "label");
	r->benchmark = db_get_meta(r->db, "benchmark");
	r->param_name = db_get_meta(r->db, "param_name");
	r->param_value = db_get_meta(r->db, "param_value");
	r->counters = db_get_meta(r->db, "counters");
	r->trace_clock = db_get_meta(r->db, "trace_clock");
	r->events_missing = db_get_meta(r->db, "events_missing");
	{
		char *tracing = db_get_meta(r->db, "tracing");

		r->light = tracing && !strcmp(tracing, "counters-only");
		free(tracing);
	}
	{
		long long n = meta_ll(r, "nr_cpus", 0);

		if (n < 0 || n > PT_MAX_CPUS) {
			pt_err("%s: nr_cpus %lld in meta: more CPUs than a kernel can have (%d)",
			       path, n, PT_MAX_CPUS);
			run_close(r);
			return -1;
		}
		r->nr_cpus = (int)n;
	}
	r->workload_pid = (int)meta_ll(r, "workload_pid", -1);
	r->workload_exit = (int)meta_ll(r, "workload_exit", -1);
	r->interrupted = (int)meta_ll(r, "interrupted", 0);
	r->truncated = (int)meta_ll(r, "truncated", 0);
	r->ts_out_of_order = meta_ll(r, "ts_out_of_order", -1);
	r->ts_max_backward_ns = meta_ll(r, "ts_max_backward_ns", -1);
	if (read_cpus(r) < 0) {
		run_close(r);
		return -1;
	}
	if (r->nr_attrs > r->nr_cpus)
		r->nr_cpus = r->nr_attrs;
	span(r);
	{
		long long t0 = meta_ll(r, "t_start_ns", -1), t1 = meta_ll(r, "t_end_ns", -1);
		int events = r->first_ts || r->last_ts;
		int rec = r->source && !strcmp(r->source, "record");

		/* the workload's span (record), when it can be one: in order, and
		 * overlapping the events'; an import's is the events' own, inside
		 * them (an edited value is not the span) */
		if (t0 >= 0 && t1 >= t0 &&
		    (!events || (rec && (uint64_t)t1 >= r->first_ts && (uint64_t)t0 <= r->last_ts) ||
		     (!rec && (uint64_t)t0 >= r->first_ts && (uint64_t)t1 <= r->last_ts))) {
			r->t_start = (uint64_t)t0;
			r->t_end = (uint64_t)t1;
		} else {
			r->span_invalid = t0 != -1 || t1 != -1;
			r->t_start = r->first_ts;
			r->t_end = r->last_ts;
		}
	}
	/* no event at all (a light run): the events' span is the workload's */
	if (!r->first_ts && !r->last_ts) {
		r->first_ts = r->t_start;
		r->last_ts = r->t_end;
	}
	st = db_prepare(r->db, Q_LOST);
	if (st && sqlite3_step(st) == SQLITE_ROW) {
		r->lost_markers = sqlite3_column_int64(st, 0);
		r->lost = sqlite3_column_int64(st, 1);
		r->lost_unknown = sqlite3_column_int64(st, 2);
	}
	sqlite3_finalize(st);
	st = db_prepare(r->db, Q_OVERRUN);
	if (st && sqlite3_step(st) == SQLITE_ROW)
		r->overrun = sqlite3_column_int64(st, 0) + sqlite3_column_int64(st, 1);
	sqlite3_finalize(st);
	return 0;
}

long long run_count(const struct run *r, const char *table, uint64_t from, uint64_t to)
{
	char sql[200];
	sqlite3_stmt *st;
	long long n = -1;

	snprintf(sql, sizeof(sql), Q_COUNT_WINDOW, table);
	if (sqlite3_prepare_v2(r->db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	sqlite3_bind_int64(st, 1, (int64_t)from);
	sqlite3_bind_int64(st, 2, to > INT64_MAX ? INT64_MAX : (int64_t)to);
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return n;
}

void run_close(struct run *r)
{
	char **strs[] = { &r->path, &r->source, &r->tool_version, &r->hostname, &r->kernel,
			  &r->cpu_model, &r->driver, &r->governor, &r->amd_status,
			  &r->workload_cmd, &r->label, &r->benchmark, &r->param_name,
			  &r->param_value, &r->counters, &r->trace_clock, &r->events_missing };
	unsigned int i;

	for (i = 0; i < sizeof(strs) / sizeof(strs[0]); i++) {
		free(*strs[i]);
		*strs[i] = NULL;
	}
	free(r->attrs);
	r->attrs = NULL;
	if (r->db)
		db_close_run(r->db);
	r->db = NULL;
}
