// SPDX-License-Identifier: GPL-2.0
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

static int64_t col_attr(sqlite3_stmt *st, int i)
{
	return sqlite3_column_type(st, i) == SQLITE_NULL ? ATTR_NONE : sqlite3_column_int64(st, i);
}

static int read_cpus(struct run *r)
{
	sqlite3_stmt *st = db_prepare(r->db, Q_CPU);

	if (!st)
		return -1;
	while (sqlite3_step(st) == SQLITE_ROW) {
		int cpu = sqlite3_column_int(st, 0);
		struct cpu_attr *a;

		if (cpu < 0 || cpu > 65535)
			continue;
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
		a->highest_perf = col_attr(st, 1);
		a->nominal_perf = col_attr(st, 2);
		a->lowest_nonlinear_perf = col_attr(st, 3);
		a->lowest_perf = col_attr(st, 4);
		a->nominal_freq_mhz = col_attr(st, 5);
		a->max_khz = col_attr(st, 6);
		a->min_khz = col_attr(st, 7);
		a->base_khz = col_attr(st, 8);
		a->rate_limit_us = col_attr(st, 9);
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
	n = strtoll(v, &end, 10);
	if (end == v)
		n = dflt;
	free(v);
	return n;
}

/* span - first and last event over the event tables that have rows */
static void span(struct run *r)
{
	char sql[200];
	int i;

	r->first_ts = UINT64_MAX;
	r->last_ts = 0;
	for (i = 0; i < NR_TABLES; i++) {
		const char *table = evmap_tables[i].table;
		sqlite3_stmt *st;

		snprintf(sql, sizeof(sql), Q_SPAN, table, table);
		if (sqlite3_prepare_v2(r->db, sql, -1, &st, NULL) != SQLITE_OK)
			continue;
		if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL) {
			uint64_t a = (uint64_t)sqlite3_column_int64(st, 0);
			uint64_t b = (uint64_t)sqlite3_column_int64(st, 1);

			if (a < r->first_ts)
				r->first_ts = a;
			if (b > r->last_ts)
				r->last_ts = b;
		}
		sqlite3_finalize(st);
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
	r->nr_cpus = (int)meta_ll(r, "nr_cpus", 0);
	r->workload_pid = (int)meta_ll(r, "workload_pid", -1);
	r->workload_exit = (int)meta_ll(r, "workload_exit", -1);
	r->interrupted = (int)meta_ll(r, "interrupted", 0);
	r->truncated = (int)meta_ll(r, "truncated", 0);
	if (read_cpus(r) < 0) {
		run_close(r);
		return -1;
	}
	if (r->nr_attrs > r->nr_cpus)
		r->nr_cpus = r->nr_attrs;
	span(r);
	r->t_start = (uint64_t)meta_ll(r, "t_start_ns", (long long)r->first_ts);
	r->t_end = (uint64_t)meta_ll(r, "t_end_ns", (long long)r->last_ts);
	if (r->t_end < r->t_start)
		r->t_end = r->t_start;
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
		sqlite3_close(r->db);
	r->db = NULL;
}
