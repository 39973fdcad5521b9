// SPDX-License-Identifier: GPL-2.0
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cpulist.h"
#include "db.h"
#include "evmap.h"
#include "msg.h"
#include "pass/queries.h"
#include "pass/run.h"

static const struct cpu_attr no_attr = {
	.highest_perf = ATTR_NONE,	 .nominal_perf = ATTR_NONE, .lowest_nonlinear_perf = ATTR_NONE,
	.lowest_perf = ATTR_NONE,	 .nominal_freq_mhz = ATTR_NONE, .max_khz = ATTR_NONE,
	.min_khz = ATTR_NONE,		 .base_khz = ATTR_NONE,	    .rate_limit_us = ATTR_NONE,
	.scaling_min_khz = ATTR_NONE, .scaling_max_khz = ATTR_NONE, .epp = -1,
	.package = -1,
};

const struct cpu_attr *run_attr(const struct run *r, int cpu)
{
	if (cpu < 0 || cpu >= r->nr_attrs)
		return &no_attr;
	return &r->attrs[cpu];
}

int run_meta(const struct run *r, const char *key, char **out)
{
	sqlite3_stmt *st = db_prepare(r->db, Q_META_KEY);
	int rc;

	*out = NULL;
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL) {
		*out = strdup((const char *)sqlite3_column_text(st, 0));
		if (!*out) {
			pt_err("%s: meta %s: out of memory", r->path, key);
			sqlite3_finalize(st);
			return -1;
		}
	}
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		db_error(r->db, "meta");
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
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

/* epp_attr - energy_performance_preference (column @i) into @a: the
 * string as sysfs has it, and the value it sets */
static void epp_attr(struct cpu_attr *a, sqlite3_stmt *st, int i)
{
	static const struct {
		const char *name;
		int value;
	} names[] = { { "performance", 0 }, { "balance_performance", 128 },
		      { "balance_power", 191 }, { "power", 255 } };
	const char *s = (const char *)sqlite3_column_text(st, i);
	char *end;
	long v;
	size_t k;

	a->epp = -1;
	a->epp_str[0] = 0;
	if (sqlite3_column_type(st, i) != SQLITE_TEXT || !s || !*s)
		return;
	snprintf(a->epp_str, sizeof(a->epp_str), "%s", s);
	for (k = 0; k < sizeof(names) / sizeof(names[0]); k++)
		if (!strcmp(s, names[k].name))
			a->epp = names[k].value;
	v = strtol(s, &end, 10);
	if (end != s && !*end && v >= 0 && v <= 255)
		a->epp = (int)v;
}

static int read_cpus(struct run *r)
{
	sqlite3_stmt *st = db_prepare(r->db, Q_CPU);
	int rc;

	if (!st)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
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
		a->scaling_min_khz = col_attr(r, st, 13, 1);
		a->scaling_max_khz = col_attr(r, st, 14, 1);
		epp_attr(a, st, 15);
	}
	if (rc != SQLITE_DONE)
		db_error(r->db, "cpu");
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* meta_ll - meta @key as a number in @n, @dflt when absent or no number of
 * ours; 0, or -1 when it cannot be read (said) */
static int meta_ll(struct run *r, const char *key, long long dflt, long long *n)
{
	char *v, *end;

	*n = dflt;
	if (run_meta(r, key, &v) < 0)
		return -1;
	if (!v)
		return 0;
	/* the whole value, in range: "1e9" or 20 digits is not a number of ours */
	errno = 0;
	*n = strtoll(v, &end, 10);
	if (end == v || *end || errno)
		*n = dflt;
	free(v);
	return 0;
}

/*
 * The tables and columns the analyzer reads besides the event tables' (those
 * are the catalogue's): a database without one is no run database (an older
 * tool's, an edited one), said once, not at every query that reads it.
 */
static const struct {
	const char *table;
	const char *cols[17];
} run_tables[] = {
	{ "meta", { "key", "value" } },
	{ "cpu", { "cpu", "highest_perf", "nominal_perf", "lowest_nonlinear_perf", "lowest_perf",
		   "nominal_freq_mhz", "max_khz", "min_khz", "base_khz", "rate_limit_us", "driver",
		   "governor", "package", "scaling_min_khz", "scaling_max_khz",
		   "energy_performance_preference" } },
	{ "task", { "pid", "comm" } },
	{ "lost_events", { "ts", "count" } },
	{ "buffer_stats", { "overrun", "dropped_events" } },
	{ "counter", { "name", "unit", "scale" } },
	{ "counter_sample", { "ts", "cpu", "name", "value" } },
	{ "workload_result", { "metric", "value", "unit", "better", "main" } },
};

/*
 * check_table - @table is there, a table whose values are stored: not a
 * view or a virtual table, no column computed on every read (a generated
 * one), whose SQL a database from elsewhere could make run without end;
 * 0, or -1 (said)
 */
static int check_table(const struct run *r, const char *table)
{
	sqlite3_stmt *st = db_prepare(r->db, Q_TABLE_KIND);
	const char *type = NULL;
	int rc, virt = 0;

	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		type = (const char *)sqlite3_column_text(st, 0);
		virt = sqlite3_column_int(st, 1);
	}
	if (rc == SQLITE_DONE)
		pt_err("%s: not a pstate-trace database: no %s table", r->path, table);
	else if (rc != SQLITE_ROW)
		db_error(r->db, "sqlite_master");
	else if (!type || strcmp(type, "table") != 0 || virt)
		pt_err("%s: not a pstate-trace database: %s is a %s, not a table (the analyzer "
		       "reads tables only)", r->path, table, virt ? "virtual table" :
		       type ? type : "NULL");
	rc = rc == SQLITE_ROW && type && !strcmp(type, "table") && !virt ? 0 : -1;
	sqlite3_finalize(st);
	if (rc < 0)
		return -1;
	st = db_prepare(r->db, Q_COMPUTED);
	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		pt_err("%s: not a pstate-trace database: column %s of table %s is computed on every "
		       "read (a generated column; the analyzer reads stored values only)", r->path,
		       (const char *)sqlite3_column_text(st, 0), table);
	else if (rc != SQLITE_DONE)
		db_error(r->db, table);
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* check_column - @table (checked) has column @col; 0, or -1 (said) */
static int check_column(const struct run *r, const char *table, const char *col)
{
	sqlite3_stmt *st = db_prepare(r->db, Q_HAS_COLUMN);
	int rc;

	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, col, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE)
		pt_err("%s: not a pstate-trace database: no column %s in table %s", r->path, col,
		       table);
	else if (rc != SQLITE_ROW)
		db_error(r->db, table);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW ? 0 : -1;
}

int run_optional_table(const struct run *r, const char *table, const char *const *cols)
{
	sqlite3_stmt *st = db_prepare(r->db, Q_TABLE_KIND);
	int rc;

	if (!st)
		return -1;
	sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc == SQLITE_DONE)
		return 0; /* an older tool's database */
	if (rc != SQLITE_ROW) {
		db_error(r->db, "sqlite_master");
		return -1;
	}
	if (check_table(r, table) < 0)
		return -1;
	for (; cols && *cols; cols++)
		if (check_column(r, table, *cols) < 0)
			return -1;
	return 1;
}

/* The tables the ids of schema version 2's event tables point into. */
static const struct {
	const char *table;
	const char *cols[3];
} id_tables[] = {
	{ "task", { "id", "pid", "comm" } },
	{ "sched_state", { "id", "state" } },
};

/* check_schema - every table and column the analyzer reads is there: tables,
 * never views; those of the database's schema version; 0, or -1 (said) */
static int check_schema(const struct run *r)
{
	static const char *const fixed[2][3] = { { "ts", "cpu", "seq" },
						 { "ts", "cpu", "seq_gap" } };
	unsigned int i, j;
	int t, c, v2 = r->schema >= 2;
	char name[64];

	for (i = 0; i < sizeof(run_tables) / sizeof(run_tables[0]); i++) {
		if (check_table(r, run_tables[i].table) < 0)
			return -1;
		for (j = 0; j < sizeof(run_tables[i].cols) / sizeof(run_tables[i].cols[0]) &&
			    run_tables[i].cols[j]; j++)
			if (check_column(r, run_tables[i].table, run_tables[i].cols[j]) < 0)
				return -1;
	}
	for (i = 0; v2 && i < sizeof(id_tables) / sizeof(id_tables[0]); i++) {
		if (check_table(r, id_tables[i].table) < 0)
			return -1;
		for (j = 0; j < 3 && id_tables[i].cols[j]; j++)
			if (check_column(r, id_tables[i].table, id_tables[i].cols[j]) < 0)
				return -1;
	}
	for (t = 0; t < NR_TABLES; t++) {
		const struct table_def *d = &evmap_tables[t];
		const char *table = evmap_table_name(t, r->schema);

		if (check_table(r, table) < 0)
			return -1;
		for (j = 0; j < 3; j++)
			if (check_column(r, table, fixed[v2][j]) < 0)
				return -1;
		for (c = 0; c < d->ncols; c++) {
			if (!v2 && d->cols[c].kind == COL_TASK) {
				/* version 1: a comm and a pid column */
				if (check_column(r, table, evmap_first_field(d->cols[c].fields, name,
									     sizeof(name))) < 0 ||
				    check_column(r, table, evmap_first_field(d->cols[c].pid_fields, name,
									     sizeof(name))) < 0)
					return -1;
			} else if (check_column(r, table, d->cols[c].name) < 0) {
				return -1;
			}
		}
	}
	return 0;
}

/* table_span - the first and last ts of @table in @a, @b: 0; 1 when it
 * has no rows with a time; -1 when it cannot be read (said); @scan: the
 * least and greatest, not the first and last rows' */
static int table_span(struct run *r, const char *table, int scan, uint64_t *a, uint64_t *b)
{
	char sql[200];
	sqlite3_stmt *st;
	int ret = 1, rc;

	if (scan)
		snprintf(sql, sizeof(sql), Q_SPAN_SCAN, table);
	else
		snprintf(sql, sizeof(sql), Q_SPAN, table, table);
	st = db_prepare(r->db, sql);
	if (!st)
		return -1;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_type(st, 0) == SQLITE_INTEGER &&
	    sqlite3_column_type(st, 1) == SQLITE_INTEGER && sqlite3_column_int64(st, 0) >= 0 &&
	    sqlite3_column_int64(st, 0) <= sqlite3_column_int64(st, 1)) {
		*a = (uint64_t)sqlite3_column_int64(st, 0);
		*b = (uint64_t)sqlite3_column_int64(st, 1);
		ret = 0;
	} else if (rc != SQLITE_ROW && rc != SQLITE_DONE) {
		db_error(r->db, table);
		ret = -1;
	}
	sqlite3_finalize(st);
	return ret;
}

/* span - first and last event over the event tables that have rows: the
 * first and last rows', unless the trace is out of time order (the import
 * says so, or the two rows) or they have no time; 0, or -1 (said) */
static int span(struct run *r)
{
	int i, rc, scan = r->ts_out_of_order != 0;

	r->first_ts = UINT64_MAX;
	r->last_ts = 0;
	for (i = 0; i < NR_TABLES; i++) {
		const char *table = evmap_table_name(i, r->schema);
		uint64_t a, b;

		rc = table_span(r, table, scan, &a, &b);
		if (rc > 0 && !scan)
			rc = table_span(r, table, 1, &a, &b);
		if (rc < 0)
			return -1;
		if (rc > 0)
			continue;
		if (a < r->first_ts)
			r->first_ts = a;
		if (b > r->last_ts)
			r->last_ts = b;
	}
	if (r->first_ts == UINT64_MAX)
		r->first_ts = 0;
	return 0;
}

/* one_row - the first row of @sql on @r into @v (@n columns, NULL as 0): 0,
 * or -1 (said, naming @what) */
static int one_row(struct run *r, const char *sql, const char *what, long long *v, int n)
{
	sqlite3_stmt *st = db_prepare(r->db, sql);
	int rc, i;

	if (!st)
		return -1;
	rc = sqlite3_step(st);
	for (i = 0; i < n; i++)
		v[i] = rc == SQLITE_ROW ? sqlite3_column_int64(st, i) : 0;
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		db_error(r->db, what);
	sqlite3_finalize(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

/* The meta strings of struct run: offsets of their members. */
static const struct {
	const char *key;
	size_t off;
} meta_strs[] = {
#define M(key, member) { key, offsetof(struct run, member) }
	M("source", source),		M("tool_version", tool_version),
	M("hostname", hostname),	M("kernel_release", kernel),
	M("cpu_model", cpu_model),	M("driver", driver),
	M("governor", governor),	M("amd_pstate_status", amd_status),
	M("workload_cmd", workload_cmd), M("label", label),
	M("benchmark", benchmark),	M("param_name", param_name),
	M("param_value", param_value),	M("counters", counters),
	M("trace_clock", trace_clock),	M("events_missing", events_missing),
	M("truncated_cpus", truncated_cpus),
	M("trace_window", trace_window), M("traced_cpus", traced_cpus),
#undef M
};

/* The meta numbers: the member, its value when absent (or no number of
 * ours); the first ones are ints. */
static const struct {
	const char *key;
	size_t off;
	long long dflt;
} meta_nums[] = {
#define N(key, member, dflt) { key, offsetof(struct run, member), dflt }
	N("workload_pid", workload_pid, -1),
	N("workload_exit", workload_exit, -1),
	N("interrupted", interrupted, 0),
	N("truncated", truncated, 0),
#define NR_META_INTS 4
	N("ts_out_of_order", ts_out_of_order, -1),
	N("ts_max_backward_ns", ts_max_backward_ns, -1),
	N("lines_unparsed", lines_unparsed, -1),
	N("records_unreadable", records_unreadable, -1),
	N("values_invalid", import_values_invalid, -1),
	N("truncated_at_byte", truncated_at_byte, -1),
	N("truncated_after_event", truncated_after_event, -1),
	N("spool_lost_events", spool_lost, 0),
#undef N
};

/* read_meta - the meta rows struct run has; 0, or -1 (said) */
static int read_meta(struct run *r)
{
	unsigned int i;
	long long n;
	char *v;

	for (i = 0; i < sizeof(meta_strs) / sizeof(meta_strs[0]); i++)
		if (run_meta(r, meta_strs[i].key, (char **)((char *)r + meta_strs[i].off)) < 0)
			return -1;
	for (i = 0; i < sizeof(meta_nums) / sizeof(meta_nums[0]); i++) {
		void *member = (char *)r + meta_nums[i].off;

		if (meta_ll(r, meta_nums[i].key, meta_nums[i].dflt, &n) < 0)
			return -1;
		if (i >= NR_META_INTS)
			*(long long *)member = n;
		else /* past int's range: none of ours */
			*(int *)member = n < INT_MIN || n > INT_MAX ? (int)meta_nums[i].dflt : (int)n;
	}
	if (run_meta(r, "tracing", &v) < 0)
		return -1;
	r->light = v && !strcmp(v, "counters-only");
	free(v);
	if (meta_ll(r, "nr_cpus", 0, &n) < 0)
		return -1;
	if (n < 0 || n > PT_MAX_CPUS) {
		pt_err("%s: nr_cpus %lld in meta: more CPUs than a kernel can have (%d)", r->path, n,
		       PT_MAX_CPUS);
		return -1;
	}
	r->nr_cpus = (int)n;
	return 0;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/*
 * read_scope - what of the run was traced: record's --window (its bounds,
 * the workload's tasks at its opening) and -C (traced_cpus); values that
 * cannot be are refused, said, never guessed around
 * Return: 0, or -1 (said).
 */
static int read_scope(struct run *r)
{
	long long t0, t1;
	char *v, *p;
	int n = 0;

	if (r->traced_cpus &&
	    cpulist_parse(r->traced_cpus, PT_MAX_CPUS, &r->traced, &r->traced_len) < 0) {
		pt_err("%s: meta traced_cpus '%.40s' is not a list of CPUs", r->path,
		       r->traced_cpus);
		return -1;
	}
	if (meta_ll(r, "trace_window_start_ns", 0, &t0) < 0 ||
	    meta_ll(r, "trace_window_end_ns", 0, &t1) < 0)
		return -1;
	if (t0 < 0 || t1 < t0 || (!t0 != !t1)) {
		pt_err("%s: meta trace_window_start_ns %lld and trace_window_end_ns %lld are "
		       "no window", r->path, t0, t1);
		return -1;
	}
	r->win_start = (uint64_t)t0;
	r->win_end = (uint64_t)t1;
	if (run_meta(r, "trace_window_workload_pids", &v) < 0)
		return -1;
	for (p = v; p && *p; n++) {
		char *end;
		long pid = strtol(p, &end, 10);
		int *g;

		if (end == p || pid <= 0 || pid > 4194304 || (*end && *end != ',')) {
			pt_err("%s: meta trace_window_workload_pids is not a list of pids", r->path);
			free(v);
			return -1;
		}
		g = realloc(r->win_pids, (size_t)(n + 1) * sizeof(*g));
		if (!g) {
			free(v);
			return -1;
		}
		r->win_pids = g;
		g[n] = (int)pid;
		p = *end ? end + 1 : end;
	}
	free(v);
	r->nr_win_pids = n;
	if (n)
		qsort(r->win_pids, (size_t)n, sizeof(int), cmp_int);
	return 0;
}

int run_window_pid(const struct run *r, int pid)
{
	return r->nr_win_pids &&
	       bsearch(&pid, r->win_pids, (size_t)r->nr_win_pids, sizeof(int), cmp_int);
}

/* run_span - the run's span from meta t_start_ns and t_end_ns and the
 * events'; 0, or -1 (said) */
static int run_span(struct run *r)
{
	long long t0, t1;
	int events, rec = r->source && !strcmp(r->source, "record");

	if (span(r) < 0 || meta_ll(r, "t_start_ns", -1, &t0) < 0 ||
	    meta_ll(r, "t_end_ns", -1, &t1) < 0)
		return -1;
	events = r->first_ts || r->last_ts;
	/* the workload's span (record), when it can be one: in order, and
	 * overlapping the events'; an import's is the events' own, inside
	 * them (an edited value is not the span) */
	if (t0 >= 0 && t1 >= t0 &&
	    (!events || (rec && (uint64_t)t1 >= r->first_ts && (uint64_t)t0 <= r->last_ts) ||
	     (!rec && (uint64_t)t0 >= r->first_ts && (uint64_t)t1 <= r->last_ts))) {
		r->t_start = (uint64_t)t0;
		r->t_end = (uint64_t)t1;
		/* the import wrote the earliest and the latest ts of every event it
		 * stored: an event outside them was edited in (a ts of 2^63 - 1
		 * would make a span of 292 years) */
		r->span_bounds = !rec && events;
	} else {
		r->span_invalid = t0 != -1 || t1 != -1;
		r->t_start = r->first_ts;
		r->t_end = r->last_ts;
	}
	/* no event at all (a light run): the events' span is the workload's */
	if (!r->first_ts && !r->last_ts) {
		r->first_ts = r->t_start;
		r->last_ts = r->t_end;
	}
	return 0;
}

int run_open(struct run *r, const char *path)
{
	long long v[3];

	memset(r, 0, sizeof(*r));
	if (db_open_run(path, &r->db) < 0)
		return -1;
	r->path = strdup(path);
	r->schema = db_schema(r->db);
	if (!r->path || r->schema < 0 || check_schema(r) < 0 || read_meta(r) < 0 || read_cpus(r) < 0)
		goto out_close;
	if (r->nr_attrs > r->nr_cpus)
		r->nr_cpus = r->nr_attrs;
	if (run_span(r) < 0 || read_scope(r) < 0)
		goto out_close;
	if (one_row(r, Q_LOST, "lost_events", v, 3) < 0)
		goto out_close;
	r->lost_markers = v[0];
	r->lost = v[1];
	r->lost_unknown = v[2];
	if (one_row(r, Q_OVERRUN, "buffer_stats", v, 2) < 0)
		goto out_close;
	r->overrun = v[0] + v[1];
	return 0;

out_close:
	run_close(r);
	return -1;
}

long long run_count(const struct run *r, const char *table, uint64_t from, uint64_t to)
{
	char sql[200];
	sqlite3_stmt *st;
	long long n = -1;
	int rc, windowed = from > 0 || to < UINT64_MAX;

	snprintf(sql, sizeof(sql), windowed ? Q_COUNT_WINDOW : Q_COUNT, table);
	st = db_prepare(r->db, sql);
	if (!st)
		return -1;
	if (windowed) {
		sqlite3_bind_int64(st, 1, from > INT64_MAX ? INT64_MAX : (int64_t)from);
		sqlite3_bind_int64(st, 2, to > INT64_MAX ? INT64_MAX : (int64_t)to);
	}
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	else
		db_error(r->db, table);
	sqlite3_finalize(st);
	return n;
}

void run_close(struct run *r)
{
	char **strs[] = { &r->path, &r->source, &r->tool_version, &r->hostname, &r->kernel,
			  &r->cpu_model, &r->driver, &r->governor, &r->amd_status,
			  &r->workload_cmd, &r->label, &r->benchmark, &r->param_name,
			  &r->param_value, &r->counters, &r->trace_clock, &r->events_missing,
			  &r->truncated_cpus, &r->trace_window, &r->traced_cpus };
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
	free(r->win_pids);
	r->win_pids = NULL;
	r->nr_win_pids = 0;
	free(r->traced);
	r->traced = NULL;
}
