/* SPDX-License-Identifier: GPL-2.0 */
/*
 * analysis - one pass over a run's events that computes every metric of
 * DESIGN.md section 3, then the findings of section 4.
 *
 * Memory is bounded by CPUs, tasks and work items, not events: the events
 * stream in trace order, distributions keep a histogram and spill to a
 * temporary file (stats.h).
 */
#ifndef PT_ANALYSIS_H
#define PT_ANALYSIS_H

#include <regex.h>
#include <stdint.h>
#include "run.h"
#include "stats.h"

/* Bands of performance as a share of highest_perf: < 0.25, < 0.5, < 0.75, >= 0.75. */
#define NR_BANDS 4
#define BAND_UNKNOWN NR_BANDS

enum scope_kind { SCOPE_RECORDED, SCOPE_COMM, SCOPE_PID, SCOPE_COMM_PID, SCOPE_ALL };

enum req_source { REQ_NONE, REQ_AMD, REQ_FREQ, REQ_PSTATE };

enum gov_path { PATH_UNKNOWN, PATH_FAST, PATH_KTHREAD, PATH_WORKQUEUE, NR_PATHS };

/*
 * Hooks: the pass calls these (when set) with each value it computes, so
 * that plots draw exactly what the report counts.  Times are absolute ns.
 */
enum run_kind { RUN_OTHER, RUN_WORKLOAD, RUN_SUGOV, RUN_KWORKER };

struct analysis_hooks {
	void *ctx;
	/* a counter window closed on @cpu: [t0, t1], its request, delivered, busy */
	void (*window)(void *ctx, int cpu, uint64_t t0, uint64_t t1, double requested,
		       double delivered, double busy);
	/* the request in force on @cpu changed at @ts */
	void (*request)(void *ctx, int cpu, uint64_t ts, int64_t level, double ratio);
	/* a wakeup latency of a workload task ended at @ts on @cpu */
	void (*latency)(void *ctx, int cpu, uint64_t ts, uint64_t lat_ns, double requested);
	/* a governor update for @cpu was written at @ts, @delay_ns after its queueing
	 * (0 when not measurable) */
	void (*update)(void *ctx, int cpu, uint64_t ts, enum gov_path path, uint64_t delay_ns);
	/* a task ran on @cpu over [t0, t1] */
	void (*run)(void *ctx, int cpu, uint64_t t0, uint64_t t1, int pid, enum run_kind kind);
	/* a waking of a workload task at @ts, to run on @cpu */
	void (*waking)(void *ctx, int cpu, uint64_t ts, int pid);
};

struct analysis_opts {
	const char *comm_re; /* --comm */
	const int *pids;     /* --pid */
	int npids;
	const uint8_t *cpu_set; /* --cpu: cpu_set[c] != 0; NULL = all */
	int cpu_set_len;
	double from_s, to_s; /* --from/--to, seconds from the run's start; < 0 = open */
	const struct analysis_hooks *hooks; /* NULL: none */
};

/* Per CPU (indexed by the CPU the metric is for: cpu_id of frequency events). */
struct cpu_stats {
	/* requested vs delivered over the counter windows */
	double w_mperf, w_req, w_del, w_tsc, w_del_mperf;
	uint64_t windows;
	/* time */
	uint64_t busy_ns;      /* a non-idle task on the CPU (sched_switch) */
	uint64_t idle_ns;      /* cpu_idle enter .. exit */
	uint64_t idle_entries;
	uint64_t updates;      /* frequency writes for this CPU */
	uint64_t low_busy_ns;  /* busy with a request below nominal_perf */
	uint64_t req_busy_ns;  /* busy with a request known */
	/* stream state */
	int cur_pid;
	int cur_wl;       /* the running task is a workload task */
	int cur_sugov;    /* the running task is a sugov:N kthread */
	uint64_t since;   /* when the running task was switched in; 0 unknown */
	int have_req;     /* a request was seen (its level is known) */
	double req;       /* request in force, share of highest_perf; NAN unknown */
	int64_t req_level; /* the raw request (target_perf, kHz, P-state) */
	uint64_t acct_ts; /* residency accounted up to here */
	int64_t prev_target, prev_capacity; /* previous counter event's request */
	uint64_t prev_ts;                   /* ... and its time: the window's start */
	int have_prev;
	uint64_t idle_since;
	int in_idle;
	uint64_t idle_epoch;     /* times the CPU went idle (sched_switch to pid 0) */
	uint64_t last_update_ts; /* the last frequency write for this CPU */
	/* wakeup latencies on this CPU waiting for their window's delivered perf */
	uint64_t *pending;
	int npending, cappending;
};

struct finding {
	const char *id;
	char title[96];
	char why[240];
	double score; /* for ranking */
	int nev;
	struct {
		const char *key;
		double value;
		const char *unit; /* for text output; "" none */
	} ev[12];
};

#define MAX_FINDINGS 16
#define MAX_NOTES 12

struct analysis {
	const struct run *run;
	const struct analysis_opts *opts;
	uint64_t from, to; /* the window analysed (absolute ns) */
	double span_s;

	/* scope */
	enum scope_kind scope;
	regex_t comm_re;
	int have_re;
	uint64_t workload_tasks;
	struct intmap *tasks; /* pid -> struct task_state (analysis.c) */

	/* counts of streamed events by stream type (see stream.h) */
	uint64_t nev[16];
	int uses_wakeup; /* sched_wakeup stands in for sched_waking */

	/* governor path and delay */
	enum req_source req_source;
	uint64_t updates;
	uint64_t path_writes[NR_PATHS];
	enum gov_path path;
	struct dist *delay;    /* queue -> write, ns, per update */
	struct dist *interval; /* per-CPU inter-update interval, ns */
	uint64_t late_updates; /* applied after the burst that caused them ended */
	uint64_t fast_switch_true, fast_switch_false;
	struct intmap *pending_work; /* work -> queue time */
	struct intmap *executing;    /* pid -> the work it runs */
	struct intmap *sugov_waking; /* sugov pid -> its last waking */

	/* slow path: the sugov:N kthreads */
	uint64_t sugov_switch_ins, sugov_preempt_wl, sugov_preempt_runnable;
	uint64_t sugov_oncpu_ns;
	uint64_t sugov_dsleep; /* sugov switched out in D inside a work item */
	uint64_t kworker_gov_runs;

	/* requested vs delivered */
	double w_mperf, w_req, w_del, w_del_mperf;
	uint64_t windows;
	uint64_t boost_mperf; /* windows with aperf/mperf > 1.05, weighted */
	uint64_t floor_requests, requests; /* at or below lowest_nonlinear_perf */

	/* wakeup latency of workload tasks (ns) */
	struct dist *lat;
	struct dist *lat_req[NR_BANDS + 1];
	struct dist *lat_del[NR_BANDS + 1];
	struct dist *lat_remote, *lat_local;
	uint64_t wakeups_remote, wakeups_local;

	/* residency: busy time per raw request level */
	struct intmap *residency; /* level -> uint64_t ns */

	/* energy */
	int have_energy;
	double joules, energy_span_s;
	char energy_counter[64];

	struct cpu_stats *cpus;
	int ncpus;

	struct finding findings[MAX_FINDINGS];
	int nfindings;
	char notes[MAX_NOTES][200]; /* what the data cannot tell */
	int nnotes;
};

/**
 * analysis_run - analyse @run
 * Return: 0, or -1 (message printed).  Free @a with analysis_free().
 */
int analysis_run(struct analysis *a, const struct run *run, const struct analysis_opts *opts);
void analysis_free(struct analysis *a);

/* analysis_note - record something the data cannot tell */
void analysis_note(struct analysis *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* derived values; NAN when not available */
double analysis_requested(const struct analysis *a);
double analysis_delivered(const struct analysis *a);
double cpu_requested(const struct cpu_stats *c);
double cpu_delivered(const struct cpu_stats *c);
double cpu_busy(const struct cpu_stats *c);

const char *path_name(enum gov_path p);
const char *band_name(int band);
int perf_band(double ratio);

/* The findings (analyzer/findings/): each adds itself when its signature is there. */
struct finding *finding_add(struct analysis *a, const char *id, double score);
void finding_ev(struct finding *f, const char *key, double value, const char *unit);
void findings_run(struct analysis *a);

#endif
