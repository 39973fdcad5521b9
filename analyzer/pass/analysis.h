/* SPDX-License-Identifier: GPL-2.0 */
/*
 * analysis - one pass over a run's events that computes every metric of
 * DESIGN.md section 3 and the evidence of the findings of section 4.
 *
 * The definitions are written out in tests/synth/README.md, whose truth.py
 * is an independent implementation the tests compare against.  Memory is
 * bounded by CPUs, tasks and work items, not events: the events stream in
 * trace order; distributions keep a histogram and spill to a temporary file
 * (stats.h).
 */
#ifndef PT_ANALYSIS_H
#define PT_ANALYSIS_H

#include <regex.h>
#include <stdint.h>
#include "evmap.h"
#include "pass/run.h"
#include "pass/stats.h"

/* Bands of performance as a share of the ceiling: < 0.25, < 0.5, < 0.75, >= 0.75. */
#define NR_BANDS 4
#define BAND_NONE NR_BANDS /* no request yet, or no counter window */

enum gov_path { PATH_UNKNOWN, PATH_FAST, PATH_KTHREAD, PATH_WORKQUEUE, NR_PATHS };

enum scope_kind { SCOPE_RECORDED, SCOPE_COMM, SCOPE_PID, SCOPE_COMM_PID, SCOPE_ALL };

/*
 * Idle states: the state index cpu_idle carries, 0 .. NR_CSTATES - 1 (the
 * kernel's CPUIDLE_STATE_MAX); a larger one counts as CS_OTHER.  What a
 * CPU was doing when a workload task was woken to it: in state K, or one
 * of the others (pass/sched.c).
 */
#define NR_CSTATES 10
enum cstate_at {
	CS_OTHER = NR_CSTATES, /* in a state numbered NR_CSTATES or more */
	CS_RUNNING,            /* running a task other than idle */
	CS_NO_STATE,           /* the idle task, outside cpu_idle enter .. exit */
	CS_UNKNOWN,            /* no cpu_idle or sched_switch of the CPU yet */
	NR_CS_AT
};

/* The frequency write events ("updates"): the first source the run has. */
enum req_source { REQ_NONE, REQ_AMD, REQ_FREQ, REQ_PSTATE };

/*
 * The one scale every request and delivery is a share of: the most the
 * machine's CPUs can deliver (pass/perf.c, perf_setup), the largest over
 * its CPUs of CPPC highest_perf x nominal_freq / nominal_perf, else of
 * cpuinfo_max_freq.
 */
enum ceiling_source { CEIL_NONE, CEIL_CPPC, CEIL_MAX_KHZ };

/* Where the counter windows of the request/delivery metrics come from: the
 * driver's tracepoint (amd_pstate_perf, pstate_sample: its own deltas), else
 * the counter_sample readings of msr/aperf, mperf and tsc. */
enum win_source { WIN_DRIVER, WIN_SAMPLES };

/*
 * The policy of amd-pstate's active mode and of intel_pstate under HWP,
 * within which the hardware picks the performance itself (no per-update
 * requests): EPP and the min/max_perf limits (pass/perf.c).  From
 * amd_pstate_epp_perf over time, else the cpu table's snapshot at record
 * start (energy_performance_preference, scaling_min/max_freq).
 */
enum policy_source { POL_NONE, POL_EVENTS, POL_SNAPSHOT };

struct policy_stats {
	enum policy_source source;
	uint64_t events, changes; /* amd_pstate_epp_perf; those changing epp, min or max */
	int cpus;                 /* CPUs with a policy */
	/* over the counter_sample windows, time-weighted (ns): EPP, the min and
	 * max limits as shares of the ceiling */
	double ns, epp, min, max;
	/* busy counter_sample windows under a known policy: their mperf; of
	 * those the policy limits (policy-limit's criteria), the mperf and the
	 * delivered share x mperf, and the same of the others */
	double busy_m, lim_m, lim_del, lim_del_m, free_m, free_del, free_del_m;
};

/*
 * Hooks: the pass calls these (when set) with each value it computes, so
 * that plots draw exactly what the report counts.  Times are absolute ns.
 */
enum run_kind { RUN_OTHER, RUN_WORKLOAD, RUN_SUGOV, RUN_KWORKER };

struct analysis_hooks {
	void *ctx;
	/* a counter window closed on @cpu: [t0, t1], its request, delivered, busy, and
	 * its mperf delta: the weight of the busy-weighted means */
	void (*window)(void *ctx, int cpu, uint64_t t0, uint64_t t1, double requested,
		       double delivered, double busy, double mperf);
	/* the request in force on @cpu changed at @ts */
	void (*request)(void *ctx, int cpu, uint64_t ts, int64_t level, double ratio);
	/* a wakeup latency of a workload task ended at @ts on @cpu; called once every
	 * event of @ts was seen, @requested is the request in force then (the
	 * report's requested band) */
	void (*latency)(void *ctx, int cpu, uint64_t ts, uint64_t lat_ns, double requested);
	/* an update for @cpu was written at @ts by @path */
	void (*update)(void *ctx, int cpu, uint64_t ts, enum gov_path path);
	/* a governor delay sample (what governor.delay_us counts): the end of
	 * a work item's write (the item's execute_end; its first write when
	 * the trace has no execute_end events), at @ts for @cpu, @delay_ns
	 * after its queue_work; or,
	 * @from_waking, after the sugov waking - those count only when the trace
	 * has no queue events at all (analysis.delay_from_waking); @path: the
	 * item's (kthread or workqueue), kthread for a sugov waking */
	void (*delay)(void *ctx, int cpu, uint64_t ts, uint64_t delay_ns, int from_waking,
		      enum gov_path path);
	/* a task ran on @cpu over [t0, t1]; the task running at the end of the
	 * window is reported up to its end */
	void (*run)(void *ctx, int cpu, uint64_t t0, uint64_t t1, int pid, enum run_kind kind);
	/* a waking of a workload task at @ts, to run on @cpu */
	void (*waking)(void *ctx, int cpu, uint64_t ts, int pid);
};

/*
 * struct pass_judges - where the pass counts events by a finding's own
 * criterion (a counter window that lags its request, a burst too short for
 * the rate limit), it asks the finding through these, so that the
 * criterion lives in one place and the pass needs nothing of findings/.
 */
struct pass_judges {
	int (*lag_window)(double requested, double delivered);
	int (*floor_request)(int64_t level, int64_t floor);
	int (*busy_window)(double mperf, double tsc);
	int (*low_request)(int64_t target_perf, int64_t nominal_perf);
	int (*boost_window)(double aperf, double mperf);
	int (*short_burst)(uint64_t len_ns, uint64_t rate_limit_us);
	int (*at_rate_limit)(uint64_t interval_ns, uint64_t rate_limit_us);
	int (*policy_limit)(double epp, double max_share);
};

struct analysis_opts {
	const char *comm_re; /* --comm */
	const int *pids;     /* --pid */
	int npids;
	const uint8_t *cpu_set; /* --cpu: cpu_set[c] != 0; NULL = all */
	int cpu_set_len;
	double from_s, to_s; /* --from/--to, seconds from the run's start; < 0 = open */
	const struct analysis_hooks *hooks; /* NULL: none */
	const struct pass_judges *judges; /* the findings' criteria (findings_judges) */
};

/* Per CPU, indexed by the CPU the metric is for (cpu_id of frequency events). */
struct cpu_stats {
	/* counter windows */
	double w_mperf, w_tsc;            /* every window: its mperf weight */
	double w_cap, w_cap_mperf;        /* windows whose target and capacity are known */
	double w_req, w_req_mperf;        /* windows whose request is known */
	double w_del, w_del_mperf;        /* windows whose delivered perf is known */
	double w_busy, w_busy_low, w_busy_boost; /* windows with mperf > 0.5 tsc */
	uint64_t windows;
	/* counter_sample windows (whichever source the windows above are of) */
	uint64_t cs_windows;
	double cs_mperf, cs_tsc, cs_del, cs_del_mperf, cs_req, cs_req_mperf, cs_avg;
	/* cpu_frequency runs: the request weighted by C0 time (ns) */
	double c0_ns, c0_req, c0_floor;
	/* time */
	uint64_t busy_ns; /* a task other than idle on the CPU (sched_switch) */
	uint64_t wl_ns;   /* a workload task on the CPU: busy_cpu() */
	uint64_t sugov_oncpu_ns; /* a sugov:N kthread on the CPU */
	uint64_t idle_ns; /* cpu_idle enter .. exit */
	uint64_t idle_entries;
	uint64_t updates;
	uint64_t sugov_switch_ins;

	/* --- stream state --- */
	int cur_pid;
	int cur_wl;
	uint64_t since;     /* when the running task was switched in; 0 unknown */
	uint64_t acct_ts;   /* residency accounted up to here */
	int have_req;       /* a request was seen: its level is known */
	double req;         /* its share of the ceiling; NAN unknown */
	int64_t req_level;  /* the raw request (target_perf, kHz, P-state) */
	int64_t prev_target, prev_capacity; /* the previous counter event's request */
	uint64_t prev_ts;   /* ... and its time: the window's start */
	int have_prev;
	uint64_t last_win_ts; /* the last amd_pstate_perf of this cpu_id */
	double last_win_del;  /* its window's delivered ratio (NAN: none) */
	int have_last_win;
	/* counter_sample: the previous reading; the request over time since it */
	int cs_have;
	uint64_t cs_ts;
	int64_t cs_a, cs_m, cs_t;
	double rq_int, rq_ns; /* the integral of the request's share, the time it is known */
	uint64_t rq_since;
	/* the policy in force (active mode, HWP): EPP and the limits' shares;
	 * its integral over time since the last counter_sample reading */
	int pol_have, pol_seen; /* ... and an amd_pstate_epp_perf of it was seen */
	double pol_epp, pol_min, pol_max;
	int64_t pol_raw[3]; /* the last amd_pstate_epp_perf's epp, min_perf, max_perf */
	double pi_epp, pi_min, pi_max, pi_ns;
	uint64_t pi_since;
	/* C0 from cpu_idle: 1 in C0, 0 idle, -1 not known yet */
	int c0;
	uint64_t c0_since;
	double pre_ns, pre_req, pre_floor; /* before the first cpu_idle: C0 or not? */
	uint64_t idle_since;
	int in_idle;
	int idle_state;  /* the state index entered (in_idle) */
	int idle_seen;   /* a cpu_idle event of this CPU was seen */
	/* busy periods (rate-limit): idle -> busy -> idle */
	uint64_t went_idle;  /* the last switch to idle; 0 none */
	uint64_t busy_start; /* the current busy period; 0 none */
	uint64_t period_idle; /* the switch to idle before it */
	int period_wl;
	uint64_t last_update_ts; /* the last update for this CPU; 0 none */
	int64_t last_update_level; /* its request (cpu_frequency state) */
	uint64_t upd_last; /* the last update for this CPU in the window; 0 none */
	/* latencies waiting for their window (delivered band) or their CPU's next
	 * update (remote-wakeup): values held, bounded by the wakeups of a window
	 * or of the time between two updates (none held after upd_last) */
	uint64_t *lat_pending;
	int nlat_pending, caplat_pending;
	struct upd_wait {
		uint64_t ts_in;
		int remote;
	} *upd_pending;
	int nupd_pending, capupd_pending;
};

/* How a finding's metric reads (findings/findings.h, metric_format). */
enum metric_unit {
	U_COUNT, /* an integer: a count, a CPU, a perf level */
	U_SHARE, /* a fraction, shown as a percentage */
	U_RATIO, /* a quotient (delivered/requested, a share of highest_perf) */
	U_US,    /* microseconds */
	U_PER_S, /* per second */
};

/* Counter windows whose values cannot be (pass/perf.c has the criteria). */
enum implausible_kind { IMPL_DELIVERED, IMPL_BUSY, IMPL_COUNTER, NR_IMPLAUSIBLE };

struct implausible {
	uint64_t windows; /* left out of every share */
	int cpu;          /* the first one's */
	uint64_t ts;
	double value;     /* delivered, mperf/tsc, or the negative counter delta */
};

/* implausible_name - the JSON key of @k: delivered_above_highest, ... */
const char *implausible_name(enum implausible_kind k);

/* The counter windows of counter_sample (pass/perf.c, perf_on_sample). */
struct sample_windows {
	uint64_t windows;
	double mperf, tsc;         /* sums of the deltas */
	double del, del_mperf;     /* delivered share x mperf; the mperf it is known for */
	double req, req_mperf;     /* the request's share x mperf; likewise */
	double avg;                /* sum of base kHz x aperf: Avg_MHz x tsc */
	struct implausible implausible[NR_IMPLAUSIBLE];
	/* what the reader left out (pass/samples.h) */
	uint64_t rows, incomplete, invalid, back;
};

struct finding_def;

struct finding {
	const struct finding_def *def;
	const char *id, *title; /* the def's */
	char why[240];
	double score; /* for ranking */
	int nev;
	struct {
		const char *key;  /* the JSON key */
		const char *what; /* the same in words, for text */
		double value;
		enum metric_unit unit;
	} ev[16];
};

#define MAX_FINDINGS 16
#define MAX_NOTES 12

struct deferred; /* analysis.c */

struct analysis {
	const struct run *run;
	const struct analysis_opts *opts;
	uint64_t from, to; /* the window analysed (absolute ns) */
	int nr_sel;        /* the CPUs analysed: the run's, or those --cpu names */
	uint64_t last_ts; /* of the events seen */
	double span_s;

	/* scope */
	enum scope_kind scope;
	regex_t comm_re;
	int have_re;
	uint64_t workload_tasks;
	struct intmap *tasks;     /* pid -> task state */
	struct intmap *comm_kind; /* pid -> what its comms say: sugov, kworker */

	/* the events the pass read, per table (TBL_*) */
	uint64_t nev[NR_TABLES];
	/* Events left out, counted: out of time order (earlier than one before
	 * them in the trace, or outside the run's span), by at most
	 * order_max_back_ns; and rows whose ts is no time.  Every interval is
	 * then between events in time order: none is negative. */
	uint64_t order_left_out, order_max_back_ns, ts_invalid;
	uint64_t cpu_invalid; /* events naming a CPU past PT_MAX_CPUS - 1, left out */
	uint64_t values_invalid; /* numeric values no integer (stream.h), read as NULL */
	/* events outside the span an import recorded (run.span_bounds), left out */
	uint64_t span_left_out;
	uint64_t first_kept; /* the ts of the first event kept */
	int use_wakeup; /* no sched_waking: latency from sched_wakeup */

	/* governor: updates, path, delay */
	enum req_source req_source;
	uint64_t updates;
	/* cpu_frequency updates that follow one of the same CPU, and those at
	 * the same frequency: none in many means the event fires on a change
	 * only, so "the next update" is the next change (update_change_only) */
	uint64_t update_pairs, update_repeats;
	int update_change_only;
	uint64_t path_writes[NR_PATHS];
	enum gov_path path;
	/* queue -> the end of the item's write (its execute_end; the first
	 * write where execute_end of its kind is not traced), or sugov waking
	 * -> its first write, ns */
	struct dist *delay;
	unsigned int item_ends; /* 1 << PATH_*: the kinds whose execute_end is traced */
	int delay_from_waking; /* no queue events in the trace: from the sugov waking */
	struct dist *delay_waking; /* sugov waking -> its next write, ns (the fallback) */
	struct dist *interval; /* per-CPU time between consecutive updates, ns */
	uint64_t fast_switch_true, fast_switch_false;
	struct intmap *pending_work; /* work -> item id */
	struct intmap *items;        /* item id -> work item */
	struct intmap *executing;    /* pid -> item id */
	struct intmap *watch;        /* queue cpu << 32 | queue pid -> item ids */
	struct intmap *sugov_waking; /* sugov pid -> open waking ts */
	uint64_t next_item;
	int have_queue;
	uint64_t items_wl, items_late; /* governor-delay */
	struct dist *pcc_write;        /* first cpu_frequency - first amd_pstate_perf in an item */
	/* ended governor work items (sugov_work, dbs_work_handler); slept in D */
	uint64_t gw_items, gw_dsleep;

	/* slow path: the sugov:N kthreads */
	uint64_t sugov_switch_ins, sugov_preempt_wl;
	uint64_t sugov_oncpu_ns;
	/* switch-ins per second, per second and CPU, share of the CPU time: NAN
	 * when the span (or the CPUs) are none */
	double sugov_per_s, sugov_per_s_per_cpu, sugov_on_cpu_share;
	/* the same over the busy CPUs (busy_cpu()): the switch-ins and on-CPU
	 * time of those CPUs, per second and busy CPU, and their share of the
	 * busy CPUs' time; NAN when none is busy */
	int nr_busy;
	uint64_t sugov_busy_switch_ins, sugov_busy_oncpu_ns;
	double sugov_per_s_per_busy_cpu, sugov_busy_on_cpu_share;
	struct intmap *sugov_in; /* sugov pid -> { cpu, switch-in ts } */

	/* rate limit */
	uint64_t rate_limit_us; /* schedutil's, of the cpu table */
	/* the limit the governor puts on a CPU's update interval, us:
	 * schedutil's rate_limit_us, ondemand's (conservative's) sampling_rate
	 * of meta governor_tunables; 0 when not known.  limit_name names it
	 * ("rate_limit_us", "sampling_rate"), NULL when not known */
	uint64_t limit_us;
	const char *limit_name;
	uint64_t at_limit; /* intervals (dist_count(interval)) at the limit */
	uint64_t short_bursts, short_no_update;

	/* the one scale */
	double ceiling_khz;        /* NAN: not known */
	enum ceiling_source ceiling_src;
	int ceiling_boost;         /* the ceiling includes boost: 1, 0; -1 not known */
	char ceiling_how[160];     /* where it came from, in words */
	/* requested vs delivered */
	enum win_source win_source;
	int drv_no_pair;           /* the driver's events are one a CPU: no window of theirs */
	int msr_samples;           /* counter_sample has aperf/mperf/tsc (checked when drv_no_pair) */
	struct sample_windows sw;
	struct policy_stats pol;
	double w_mperf, w_req, w_req_mperf, w_del, w_del_mperf, win_below_w, floor_w;
	uint64_t windows;
	double c0_ns, c0_req; /* cpu_frequency runs */
	uint64_t requests, floor_requests;
	struct implausible implausible[NR_IMPLAUSIBLE];

	/* wakeup latency of workload tasks (ns) */
	struct dist *lat;
	struct dist *lat_req[NR_BANDS + 1];
	struct dist *lat_del[NR_BANDS + 1];
	uint64_t self_wakings, wakings_ignored;
	uint64_t untraced_switch_in; /* open latencies of tasks switched out */
	/* remote wakeups: where the enqueue ran, and the wait for an update */
	uint64_t waking_remote, remote_enqueue, local_enqueue;
	struct dist *remote_update, *local_update;

	/* idle states (cpu_idle), summed over the CPUs analysed: time and
	 * entries per state (NR_CSTATES: the larger indexes); the time of CPUs
	 * idle in a state not known, from the window's start to their first
	 * event, an exit with no sched_switch before it; the wakeup latency of
	 * workload tasks by what their target CPU was doing (enum cstate_at;
	 * NULL until a sample) */
	uint64_t cstate_ns[NR_CSTATES + 1], cstate_entries[NR_CSTATES + 1];
	uint64_t cstate_unknown_ns;
	struct dist *lat_cstate[NR_CS_AT];

	/* residency: busy time per raw request level */
	struct intmap *residency; /* level -> uint64_t ns */

	/* energy */
	int have_energy;
	double joules, energy_span_s;
	char energy_counter[64];

	struct cpu_stats *cpus;
	int ncpus;
	struct deferred *deferred;

	struct finding findings[MAX_FINDINGS];
	int nfindings;
	char notes[MAX_NOTES][200]; /* what the data cannot tell */
	int nnotes;
};

/**
 * analysis_run - the pass over @run with @opts (its judges set); the
 * findings are judged after it (findings_analyse() does both)
 * Return: 0, or -1 (message printed).  Free @a with analysis_free() either way.
 */
int analysis_run(struct analysis *a, const struct run *run, const struct analysis_opts *opts);
void analysis_free(struct analysis *a);

/* analysis_note - record something the data cannot tell */
void analysis_note(struct analysis *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/*
 * The busy CPUs, those that ran the workload: a CPU analysed on which
 * workload tasks ran (sched_switch) for at least BUSY_CPU_SHARE of the
 * window.  Rates per CPU are given over them beside the average over all
 * the CPUs analysed, which idle CPUs dilute.
 */
#define BUSY_CPU_SHARE 0.1
int busy_cpu(const struct analysis *a, int cpu);

/* derived values; NAN when not available */
double analysis_requested(const struct analysis *a);
double analysis_delivered(const struct analysis *a);
/* CPU time in cpu_idle states, of the CPU time analysed; NAN without cpu_idle */
double analysis_idle_share(const struct analysis *a);
/* the workload's wakeups whose CPU was in a cpu_idle state at the waking, of
 * those whose CPU's doing is known (pass/sched.c); NAN without cpu_idle */
double analysis_wake_idle_share(const struct analysis *a);
double cpu_requested(const struct cpu_stats *c);
double cpu_delivered(const struct cpu_stats *c);
double cpu_busy(const struct cpu_stats *c);
double cpu_target_over_capacity(const struct cpu_stats *c);
/* the counter_sample windows' busy-weighted delivered and requested
 * shares (of the ceiling), busy fraction, and Avg_MHz in kHz; NAN when none */
double samples_delivered(const struct sample_windows *w);
double samples_requested(const struct sample_windows *w);
double samples_busy(const struct sample_windows *w);
double samples_avg_khz(const struct sample_windows *w);
/* share_khz - @share of the ceiling in kHz; NAN when either is not known */
double share_khz(const struct analysis *a, double share);
const char *ceiling_source_name(enum ceiling_source s); /* cppc, cpuinfo_max_freq, none */
const char *win_source_name(enum win_source s);         /* the table the windows are of */
/* policy_source_name - amd_pstate_epp_perf, cpu (the snapshot), none */
const char *policy_source_name(enum policy_source s);
/* the policy's time-weighted EPP, min and max shares; NAN when none */
double policy_epp(const struct policy_stats *p);
double policy_min(const struct policy_stats *p);
double policy_max(const struct policy_stats *p);

const char *path_name(enum gov_path p);
const char *band_name(int band); /* lt_25, 25_50, 50_75, ge_75, none */
const char *band_label(int band); /* "< 0.25", ... for text */
/* cstate_at_name - the JSON key of @k: state0 .. state9, other, running,
 * no_state, unknown */
const char *cstate_at_name(int k);
int perf_band(double ratio);
const char *req_source_name(enum req_source s);


#endif
