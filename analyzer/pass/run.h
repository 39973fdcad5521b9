/* SPDX-License-Identifier: GPL-2.0 */
/*
 * run - the facts of one run database: meta, the cpu table, the span, what
 * was lost.  Read once; everything else streams.
 */
#ifndef PT_RUN_H
#define PT_RUN_H

#include <stdint.h>
#include <sqlite3.h>

#define ATTR_NONE INT64_MIN

struct cpu_attr {
	int64_t highest_perf, nominal_perf, lowest_nonlinear_perf, lowest_perf;
	int64_t nominal_freq_mhz, max_khz, min_khz, base_khz, rate_limit_us;
	int64_t scaling_min_khz, scaling_max_khz; /* the policy's limits at record start */
	/* energy_performance_preference: the string, and its value (0 .. 255:
	 * performance 0, balance_performance 128, balance_power 191, power 255,
	 * or the number written); -1 when not known */
	char epp_str[24];
	int epp;
	int package;
};

struct run {
	sqlite3 *db;
	char *path;
	int schema; /* the layout of the event tables: 2, or 1 (lib/db.h, db_schema) */
	/* meta; NULL when absent */
	char *source, *tool_version, *hostname, *kernel, *cpu_model, *driver, *governor;
	char *amd_status, *workload_cmd, *label, *benchmark, *param_name, *param_value;
	char *counters, *trace_clock, *events_missing;
	/* what the import could not read (meta lines_unparsed, records_unreadable,
	 * values_invalid: lines and records left out, values stored as NULL; -1
	 * when the database does not say), and where a cut trace.dat ends
	 * (truncated_cpus, NULL; truncated_at_byte, truncated_after_event, -1) */
	long long lines_unparsed, records_unreadable, import_values_invalid;
	char *truncated_cpus;
	long long truncated_at_byte, truncated_after_event;
	long long spool_lost; /* meta spool_lost_events, 0 when absent */
	int light; /* meta tracing = counters-only: no trace events by design */
	int nr_cpus;
	int workload_pid; /* -1 when not recorded */
	int workload_exit;
	int interrupted, truncated;
	uint64_t t_start, t_end; /* the workload's span (record), else the events' */
	int span_invalid; /* meta t_start_ns, t_end_ns cannot be the span: not used */
	/* an import's meta t_start_ns, t_end_ns (the earliest and latest event it
	 * stored) are the span: an event outside them is left out */
	int span_bounds;
	uint64_t first_ts, last_ts; /* the events' span */
	/* meta ts_out_of_order and ts_max_backward_ns: what the import saw; -1
	 * when absent (an older tool's database) */
	long long ts_out_of_order, ts_max_backward_ns;
	/* per CPU, indexed by CPU number, nr_attrs entries */
	struct cpu_attr *attrs;
	int nr_attrs;
	long long attrs_invalid; /* attributes that cannot be (run.c), read as unknown */
	/* record --window: meta trace_window ("2,3"), the events' bounds
	 * (trace_window_start_ns, _end_ns; both 0 without a window or when it
	 * never opened) and the workload's tasks at its opening, sorted */
	char *trace_window;
	uint64_t win_start, win_end;
	int *win_pids;
	int nr_win_pids;
	/* record -C: meta traced_cpus, traced[c] != 0; NULL: every CPU traced */
	char *traced_cpus;
	uint8_t *traced;
	int traced_len;
	/* lost events: lost_events rows + per-CPU overruns */
	long long lost, lost_markers, lost_unknown, overrun;
};

/**
 * run_open - open @path (a pstate-trace database) and read its facts
 * Return: 0, or -1 (message printed, naming the file).
 */
int run_open(struct run *r, const char *path);
void run_close(struct run *r);

/* run_window_pid - @pid was a task of the workload when the window opened */
int run_window_pid(const struct run *r, int pid);

/* run_traced - @cpu was traced (every CPU without record -C) */
static inline int run_traced(const struct run *r, int cpu)
{
	return !r->traced || (cpu >= 0 && cpu < r->traced_len && r->traced[cpu]);
}

/* run_attr - the attributes of @cpu (a static all-NONE entry when unknown) */
const struct cpu_attr *run_attr(const struct run *r, int cpu);

/**
 * run_meta - a meta value
 * @out: set to a malloc'ed copy (the caller frees), NULL when absent
 * Return: 0, or -1 when meta cannot be read (said, naming the file).
 */
int run_meta(const struct run *r, const char *key, char **out);

/**
 * run_optional_table - a table newer than the schema's first version, which
 * an older tool's database has not (cpuidle_state)
 * @cols: the columns read, NULL-terminated
 * Return: 1 when it is there, a table with @cols; 0 when there is no such
 * table; -1 when it cannot be read or is no table with them (said).
 */
int run_optional_table(const struct run *r, const char *table, const char *const *cols);

/**
 * run_count - rows of @table with ts in [@from, @to]; every row for 0 and
 * UINT64_MAX (those whose ts is no time too)
 * Return: the count, or -1 when the table cannot be read (said).
 */
long long run_count(const struct run *r, const char *table, uint64_t from, uint64_t to);

#endif
