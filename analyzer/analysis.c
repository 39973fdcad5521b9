// SPDX-License-Identifier: GPL-2.0
/*
 * analysis.c - the one pass over a run (DESIGN.md section 3).
 *
 * Definitions, as implemented here:
 * - Workload tasks: the recorded command and its descendants (fork events),
 *   or --comm/--pid; else every task but the idle task.
 * - Wakeup latency: sched_waking (sched_wakeup when the trace has none) of a
 *   workload task P to the next sched_switch with next_pid = P.  A waking
 *   while P runs, or while a latency of P is open, starts nothing.
 * - The request in force on a CPU: its latest amd_pstate_perf target_perf /
 *   highest_perf, else cpu_frequency state / max_khz, else pstate_sample
 *   `to` over the max P-state.
 * - Counter windows: amd_pstate_perf (and pstate_sample) carry the deltas of
 *   aperf, mperf, tsc since that cpu_id's previous event; each event closes
 *   a window whose request is the previous event's; the first event of each
 *   cpu_id is skipped.  delivered = nominal_perf * aperf / mperf, as a share
 *   of highest_perf; busy = mperf / tsc; means are weighted by mperf.
 * - Governor delay: from the work being queued (kthread work or workqueue)
 *   to each frequency write by the task that runs it; without queue events,
 *   from the waking of the sugov:N kthread that writes.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "analysis.h"
#include "db.h"
#include "intmap.h"
#include "msg.h"
#include "queries.h"
#include "stream.h"

#define PWR_EVENT_EXIT 4294967295LL

/* HOOK - call hook @name of the options, if set */
#define HOOK(a, name, ...)                                                                 \
	do {                                                                               \
		const struct analysis_hooks *_h = (a)->opts->hooks;                        \
		if (_h && _h->name)                                                        \
			_h->name(_h->ctx, __VA_ARGS__);                                    \
	} while (0)

struct task_state {
	int running;
	int open;         /* a wakeup latency is open */
	uint64_t open_ts;
	int open_remote;  /* woken from another CPU than the one it will run on */
	int wl;           /* 1 workload, 0 not, -1 not decided yet */
	uint32_t comm_hash;
};

struct exec_state {
	int64_t work;
	uint64_t queue_ts; /* 0: not seen queued */
	int queue_cpu;
	uint64_t queue_epoch; /* the queue CPU's busy period when queued */
	enum gov_path kind;
	int active;
};

struct queued {
	uint64_t ts;
	int cpu;
	uint64_t epoch;
	enum gov_path kind;
};

struct waking_state {
	uint64_t ts;
};

const char *path_name(enum gov_path p)
{
	static const char *const names[] = { "unknown", "fast_switch", "kthread", "workqueue" };

	return p < NR_PATHS ? names[p] : "unknown";
}

const char *band_name(int band)
{
	static const char *const names[] = { "< 0.25", "0.25-0.50", "0.50-0.75", ">= 0.75",
					     "unknown" };

	return band >= 0 && band <= NR_BANDS ? names[band] : "unknown";
}

int perf_band(double r)
{
	if (isnan(r))
		return BAND_UNKNOWN;
	if (r < 0.25)
		return 0;
	if (r < 0.5)
		return 1;
	if (r < 0.75)
		return 2;
	return 3;
}

void analysis_note(struct analysis *a, const char *fmt, ...)
{
	va_list ap;

	if (a->nnotes == MAX_NOTES)
		return;
	va_start(ap, fmt);
	vsnprintf(a->notes[a->nnotes++], sizeof(a->notes[0]), fmt, ap);
	va_end(ap);
}

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static int is_sugov(const char *comm)
{
	return !strncmp(comm, "sugov:", 6);
}

static struct cpu_stats *cpu_of(struct analysis *a, int cpu)
{
	if (cpu < 0 || cpu > 65535)
		return NULL;
	if (cpu >= a->ncpus) {
		int n = cpu + 1, i;
		struct cpu_stats *c = realloc(a->cpus, n * sizeof(*c));

		if (!c)
			return NULL;
		memset(c + a->ncpus, 0, (n - a->ncpus) * sizeof(*c));
		for (i = a->ncpus; i < n; i++)
			c[i].cur_pid = -1;
		a->cpus = c;
		a->ncpus = n;
	}
	return &a->cpus[cpu];
}

static int cpu_selected(const struct analysis *a, int cpu)
{
	const struct analysis_opts *o = a->opts;

	if (!o->cpu_set)
		return 1;
	return cpu >= 0 && cpu < o->cpu_set_len && o->cpu_set[cpu];
}

static struct task_state *task_of(struct analysis *a, int pid)
{
	struct task_state *t;
	int inserted;

	t = intmap_put(a->tasks, (uint64_t)(uint32_t)pid, &inserted);
	if (t && inserted)
		t->wl = -1;
	return t;
}

static int pid_listed(const struct analysis *a, int pid)
{
	int i;

	for (i = 0; i < a->opts->npids; i++)
		if (a->opts->pids[i] == pid)
			return 1;
	return 0;
}

/* is_workload - decide (once per comm) whether @pid with @comm is a workload task */
static int is_workload(struct analysis *a, struct task_state *t, int pid, const char *comm)
{
	uint32_t h;

	if (pid <= 0)
		return 0;
	switch (a->scope) {
	case SCOPE_ALL:
		return 1;
	case SCOPE_RECORDED:
		if (t->wl < 0) {
			t->wl = pid == a->run->workload_pid;
			if (t->wl)
				a->workload_tasks++;
		}
		return t->wl;
	case SCOPE_PID:
		if (t->wl < 0) {
			t->wl = pid_listed(a, pid);
			if (t->wl)
				a->workload_tasks++;
		}
		return t->wl;
	default:
		break;
	}
	/* By comm (and pid): the comm can change at exec, so decide per comm. */
	if (!comm || !*comm)
		return t->wl > 0;
	h = hash_str(comm);
	if (t->wl >= 0 && t->comm_hash == h)
		return t->wl;
	if (t->wl < 1 && (regexec(&a->comm_re, comm, 0, NULL, 0) == 0 ||
			  (a->scope == SCOPE_COMM_PID && pid_listed(a, pid)))) {
		if (t->wl != 1)
			a->workload_tasks++;
		t->wl = 1;
	} else if (t->wl < 0) {
		t->wl = 0;
	}
	t->comm_hash = h;
	return t->wl;
}

/* request_of - the request as a share of highest_perf for @cpu; NAN unknown */
static double amd_request(const struct analysis *a, int cpu, int64_t target, int64_t capacity)
{
	const struct cpu_attr *at = run_attr(a->run, cpu);
	int64_t highest = at->highest_perf != ATTR_NONE ? at->highest_perf : capacity;

	if (target == NULL_NUM || highest == NULL_NUM || highest <= 0)
		return NAN;
	return (double)target / (double)highest;
}

/* account - busy time at the request in force, up to @ts */
static void account(struct analysis *a, struct cpu_stats *c, int cpu, uint64_t ts)
{
	uint64_t dt;

	if (!c->acct_ts || ts <= c->acct_ts) {
		if (!c->acct_ts || ts > c->acct_ts)
			c->acct_ts = ts;
		return;
	}
	dt = ts - c->acct_ts;
	c->acct_ts = ts;
	if (c->cur_pid <= 0)
		return;
	if (c->have_req) {
		const struct cpu_attr *at = run_attr(a->run, cpu);
		uint64_t *r = intmap_put(a->residency, (uint64_t)c->req_level, NULL);

		if (r)
			*r += dt;
		c->req_busy_ns += dt;
		if (a->req_source == REQ_AMD && at->nominal_perf != ATTR_NONE &&
		    c->req_level < at->nominal_perf)
			c->low_busy_ns += dt;
	}
}

static void set_request(struct analysis *a, int cpu, uint64_t ts, int64_t level, double req)
{
	struct cpu_stats *c = cpu_of(a, cpu);

	if (!c)
		return;
	account(a, c, cpu, ts);
	c->have_req = 1; /* the level is known; the ratio may not be (NAN) */
	c->req = req;
	c->req_level = level;
	if (cpu_selected(a, cpu))
		HOOK(a, request, cpu, ts, level, req);
}

/* ---- wakeup latency ---------------------------------------------------- */

static int pending_add(struct cpu_stats *c, uint64_t lat)
{
	if (c->npending == c->cappending) {
		int n = c->cappending ? c->cappending * 2 : 16;
		uint64_t *p = realloc(c->pending, n * sizeof(*p));

		if (!p)
			return -1;
		c->pending = p;
		c->cappending = n;
	}
	c->pending[c->npending++] = lat;
	return 0;
}

/* pending_flush - the latencies that waited for this window's delivered perf */
static void pending_flush(struct analysis *a, struct cpu_stats *c, double delivered)
{
	int band = perf_band(delivered), i;

	for (i = 0; i < c->npending; i++)
		dist_add(a->lat_del[band], c->pending[i]);
	c->npending = 0;
}

static void on_waking(struct analysis *a, const struct ev *ev)
{
	struct task_state *t = task_of(a, ev->wake.pid);

	if (!t || !is_workload(a, t, ev->wake.pid, ev->wake.comm))
		return;
	if (t->running || t->open)
		return;
	if (!cpu_selected(a, ev->wake.target_cpu >= 0 ? ev->wake.target_cpu : ev->cpu))
		return;
	t->open = 1;
	t->open_ts = ev->ts;
	HOOK(a, waking, ev->wake.target_cpu >= 0 ? ev->wake.target_cpu : ev->cpu, ev->ts,
	     ev->wake.pid);
	t->open_remote = ev->wake.target_cpu >= 0 && ev->wake.target_cpu != ev->cpu;
}

static void close_latency(struct analysis *a, struct task_state *t, int cpu, uint64_t ts)
{
	struct cpu_stats *c = cpu_of(a, cpu);
	uint64_t lat = ts - t->open_ts;

	t->open = 0;
	if (!cpu_selected(a, cpu))
		return;
	dist_add(a->lat, lat);
	if (t->open_remote) {
		dist_add(a->lat_remote, lat);
		a->wakeups_remote++;
	} else {
		dist_add(a->lat_local, lat);
		a->wakeups_local++;
	}
	if (!c)
		return;
	dist_add(a->lat_req[c->have_req ? perf_band(c->req) : BAND_UNKNOWN], lat);
	pending_add(c, lat);
	HOOK(a, latency, cpu, ts, lat, c->have_req ? c->req : NAN);
}

/* ---- scheduling ---------------------------------------------------------- */

static void on_switch(struct analysis *a, const struct ev *ev)
{
	struct cpu_stats *c = cpu_of(a, ev->cpu);
	struct task_state *prev, *next;
	int prev_wl, next_wl;

	if (!c)
		return;
	account(a, c, ev->cpu, ev->ts);
	if (!c->acct_ts)
		c->acct_ts = ev->ts;
	prev = task_of(a, ev->sw.prev_pid);
	next = task_of(a, ev->sw.next_pid);
	if (!prev || !next)
		return;
	prev_wl = is_workload(a, prev, ev->sw.prev_pid, ev->sw.prev_comm);
	next_wl = is_workload(a, next, ev->sw.next_pid, ev->sw.next_comm);

	if (c->since && ev->ts >= c->since && cpu_selected(a, ev->cpu)) {
		if (ev->sw.prev_pid > 0) {
			c->busy_ns += ev->ts - c->since;
			HOOK(a, run, ev->cpu, c->since, ev->ts, ev->sw.prev_pid,
			     prev_wl ? RUN_WORKLOAD :
			     is_sugov(ev->sw.prev_comm) ? RUN_SUGOV :
			     !strncmp(ev->sw.prev_comm, "kworker", 7) ? RUN_KWORKER : RUN_OTHER);
		}
		if (is_sugov(ev->sw.prev_comm))
			a->sugov_oncpu_ns += ev->ts - c->since;
	}
	if (ev->sw.prev_pid > 0)
		prev->running = 0;
	if (is_sugov(ev->sw.prev_comm) && ev->sw.prev_state[0] == 'D') {
		struct exec_state *x = intmap_get(a->executing, (uint64_t)ev->sw.prev_pid);

		if (x && x->active)
			a->sugov_dsleep++;
	}
	if (is_sugov(ev->sw.next_comm) && cpu_selected(a, ev->cpu)) {
		a->sugov_switch_ins++;
		if (prev_wl) {
			a->sugov_preempt_wl++;
			if (ev->sw.prev_state[0] == 'R')
				a->sugov_preempt_runnable++;
		}
	}
	if (ev->sw.next_pid > 0) {
		if (next->open && next_wl)
			close_latency(a, next, ev->cpu, ev->ts);
		next->open = 0;
		next->running = 1;
	}
	if (ev->sw.next_pid == 0 && c->cur_pid != 0)
		c->idle_epoch++;
	c->cur_pid = ev->sw.next_pid;
	c->cur_wl = next_wl;
	c->cur_sugov = is_sugov(ev->sw.next_comm);
	c->since = ev->ts;
}

static void on_fork(struct analysis *a, const struct ev *ev)
{
	struct task_state *p, *ch;

	if (a->scope != SCOPE_RECORDED)
		return;
	p = task_of(a, ev->fork.parent_pid);
	if (!p)
		return;
	is_workload(a, p, ev->fork.parent_pid, NULL);
	ch = task_of(a, ev->fork.child_pid);
	if (!ch)
		return;
	if (p->wl == 1 && ch->wl != 1) {
		ch->wl = 1;
		a->workload_tasks++;
	} else if (ch->wl < 0) {
		ch->wl = 0;
	}
}

static void on_idle(struct analysis *a, const struct ev *ev)
{
	struct cpu_stats *c = cpu_of(a, ev->freq.cpu_id);

	if (!c || !cpu_selected(a, ev->freq.cpu_id))
		return;
	if (ev->freq.state == PWR_EVENT_EXIT || ev->freq.state == -1) {
		if (c->in_idle && ev->ts >= c->idle_since)
			c->idle_ns += ev->ts - c->idle_since;
		c->in_idle = 0;
	} else if (!c->in_idle) {
		c->in_idle = 1;
		c->idle_since = ev->ts;
		c->idle_entries++;
	}
}

/* ---- governor ------------------------------------------------------------ */

static enum gov_path work_kind(const struct ev *ev)
{
	return ev->type == EV_KT_QUEUE || ev->type == EV_KT_START ? PATH_KTHREAD :
								    PATH_WORKQUEUE;
}

static int is_gov_work(const char *function)
{
	return !strcmp(function, "sugov_work") || !strcmp(function, "dbs_work_handler");
}

static void on_queue(struct analysis *a, const struct ev *ev)
{
	struct cpu_stats *c = cpu_of(a, ev->cpu);
	struct queued *q;

	if (!is_gov_work(ev->work.function))
		return;
	q = intmap_put(a->pending_work, (uint64_t)ev->work.work, NULL);
	if (!q)
		return;
	/* A work item is queued once until it runs: keep the first queueing. */
	if (q->ts)
		return;
	q->ts = ev->ts;
	q->cpu = ev->cpu;
	q->epoch = c ? c->idle_epoch : 0;
	q->kind = work_kind(ev);
}

static void on_work_start(struct analysis *a, const struct ev *ev)
{
	struct exec_state *x;
	struct queued *q;

	if (!is_gov_work(ev->work.function))
		return;
	x = intmap_put(a->executing, (uint64_t)(uint32_t)ev->pid, NULL);
	if (!x)
		return;
	memset(x, 0, sizeof(*x));
	x->active = 1;
	x->work = ev->work.work;
	x->kind = work_kind(ev);
	x->queue_cpu = -1;
	q = intmap_get(a->pending_work, (uint64_t)ev->work.work);
	if (q && q->ts) {
		x->queue_ts = q->ts;
		x->queue_cpu = q->cpu;
		x->queue_epoch = q->epoch;
		intmap_del(a->pending_work, (uint64_t)ev->work.work);
	}
	if (x->kind == PATH_WORKQUEUE)
		a->kworker_gov_runs++;
}

static void on_work_end(struct analysis *a, const struct ev *ev)
{
	struct exec_state *x = intmap_get(a->executing, (uint64_t)(uint32_t)ev->pid);

	if (x)
		x->active = 0;
}

/* writer_comm - the comm of the task running on the event's CPU, if known */
static const char *task_class(struct analysis *a, const struct ev *ev)
{
	struct cpu_stats *c = cpu_of(a, ev->cpu);

	if (c && c->cur_pid == ev->pid && c->cur_sugov)
		return "sugov";
	return NULL;
}

/* on_write - one frequency write (an update) by ev->pid for @cpu_id */
static void on_write(struct analysis *a, const struct ev *ev, int cpu_id, int fast_switch)
{
	struct exec_state *x = intmap_get(a->executing, (uint64_t)(uint32_t)ev->pid);
	struct cpu_stats *c = cpu_of(a, cpu_id);
	enum gov_path path;
	uint64_t from = 0;

	if (!cpu_selected(a, cpu_id))
		return;
	a->updates++;
	if (c) {
		if (c->updates && ev->ts >= c->last_update_ts)
			dist_add(a->interval, ev->ts - c->last_update_ts);
		c->updates++;
		c->last_update_ts = ev->ts;
	}
	if (x && x->active) {
		path = x->kind;
		from = x->queue_ts;
	} else if (fast_switch == 1) {
		path = PATH_FAST;
	} else if (task_class(a, ev)) {
		path = PATH_KTHREAD;
	} else if (fast_switch == 0) {
		path = PATH_UNKNOWN;
	} else {
		path = PATH_FAST; /* written in the context of whatever task ran */
	}
	if (path == PATH_KTHREAD && !from) {
		struct waking_state *w = intmap_get(a->sugov_waking, (uint64_t)(uint32_t)ev->pid);

		if (w && w->ts)
			from = w->ts;
	}
	a->path_writes[path]++;
	if (path != PATH_FAST && from && ev->ts >= from)
		dist_add(a->delay, ev->ts - from);
	HOOK(a, update, cpu_id, ev->ts, path,
	     path != PATH_FAST && from && ev->ts >= from ? ev->ts - from : 0);
	if (x && x->active && x->queue_cpu >= 0) {
		struct cpu_stats *qc = cpu_of(a, x->queue_cpu);

		/* The CPU that asked has gone idle since: the burst ended first. */
		if (qc && qc->idle_epoch != x->queue_epoch)
			a->late_updates++;
	}
}

static void on_sugov_waking(struct analysis *a, const struct ev *ev)
{
	struct waking_state *w;

	if (!is_sugov(ev->wake.comm))
		return;
	w = intmap_put(a->sugov_waking, (uint64_t)(uint32_t)ev->wake.pid, NULL);
	if (w)
		w->ts = ev->ts;
}

/* ---- counter windows ----------------------------------------------------- */

static void on_amd(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->amd.cpu_id;
	struct cpu_stats *c = cpu_of(a, cpu);
	const struct cpu_attr *at = run_attr(a->run, cpu);
	double req_now = amd_request(a, cpu, ev->amd.target_perf, ev->amd.capacity);

	if (!c)
		return;
	if (ev->amd.fast_switch == 1)
		a->fast_switch_true++;
	else if (ev->amd.fast_switch == 0)
		a->fast_switch_false++;
	on_write(a, ev, cpu, ev->amd.fast_switch);
	if (cpu_selected(a, cpu)) {
		a->requests++;
		if (at->lowest_nonlinear_perf != ATTR_NONE && ev->amd.target_perf != NULL_NUM &&
		    ev->amd.target_perf <= at->lowest_nonlinear_perf)
			a->floor_requests++;
	}
	if (c->have_prev && ev->amd.mperf != NULL_NUM && ev->amd.mperf > 0 &&
	    ev->amd.aperf != NULL_NUM && ev->amd.tsc != NULL_NUM && cpu_selected(a, cpu)) {
		double req = amd_request(a, cpu, c->prev_target, c->prev_capacity);
		int64_t highest = at->highest_perf != ATTR_NONE ? at->highest_perf :
								  c->prev_capacity;
		double m = (double)ev->amd.mperf, del = NAN;

		if (at->nominal_perf != ATTR_NONE && highest > 0)
			del = (double)at->nominal_perf * (double)ev->amd.aperf / m / (double)highest;
		c->windows++;
		a->windows++;
		if (!isnan(req)) {
			c->w_mperf += m;
			c->w_req += m * req;
			a->w_mperf += m;
			a->w_req += m * req;
			if (!isnan(del)) {
				c->w_del += m * del;
				c->w_del_mperf += m;
				a->w_del += m * del;
				a->w_del_mperf += m;
			}
		}
		c->w_tsc += (double)ev->amd.tsc;
		if ((double)ev->amd.aperf / m > 1.05)
			a->boost_mperf += (uint64_t)m;
		pending_flush(a, c, del);
		HOOK(a, window, cpu, c->prev_ts, ev->ts, req, del,
		     ev->amd.tsc > 0 ? m / (double)ev->amd.tsc : NAN);
	} else if (c->have_prev) {
		pending_flush(a, c, NAN);
	}
	c->have_prev = 1;
	c->prev_ts = ev->ts;
	c->prev_target = ev->amd.target_perf;
	c->prev_capacity = ev->amd.capacity;
	set_request(a, cpu, ev->ts, ev->amd.target_perf, req_now);
}

static void on_freq(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->freq.cpu_id;
	const struct cpu_attr *at = run_attr(a->run, cpu);
	double req = NAN;

	if (a->req_source == REQ_FREQ)
		on_write(a, ev, cpu, -1);
	if (a->req_source != REQ_FREQ)
		return;
	if (at->max_khz != ATTR_NONE && at->max_khz > 0)
		req = (double)ev->freq.state / (double)at->max_khz;
	set_request(a, cpu, ev->ts, ev->freq.state, req);
	if (cpu_selected(a, cpu)) {
		a->requests++;
		if (at->lowest_nonlinear_perf != ATTR_NONE && at->nominal_perf != ATTR_NONE &&
		    at->nominal_freq_mhz != ATTR_NONE && at->nominal_perf > 0 &&
		    ev->freq.state * at->nominal_perf <=
			    at->lowest_nonlinear_perf * at->nominal_freq_mhz * 1000)
			a->floor_requests++;
	}
}

static void on_pstate(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->cpu;
	struct cpu_stats *c = cpu_of(a, cpu);
	const struct cpu_attr *at = run_attr(a->run, cpu);
	double req_now = NAN;

	if (!c)
		return;
	/* intel_pstate: P-state * 100 MHz over the max frequency */
	if (at->max_khz != ATTR_NONE && at->max_khz > 0 && ev->pstate.to != NULL_NUM)
		req_now = (double)ev->pstate.to * 100000.0 / (double)at->max_khz;
	if (a->req_source == REQ_PSTATE)
		on_write(a, ev, cpu, -1);
	if (c->have_prev && ev->pstate.mperf != NULL_NUM && ev->pstate.mperf > 0 &&
	    ev->pstate.aperf != NULL_NUM && cpu_selected(a, cpu)) {
		double m = (double)ev->pstate.mperf, del = NAN, req = NAN;

		if (at->max_khz != ATTR_NONE && at->max_khz > 0 && c->prev_target != NULL_NUM)
			req = (double)c->prev_target * 100000.0 / (double)at->max_khz;
		if (at->max_khz != ATTR_NONE && at->base_khz != ATTR_NONE && at->max_khz > 0)
			del = (double)at->base_khz * (double)ev->pstate.aperf / m /
			      (double)at->max_khz;
		c->windows++;
		a->windows++;
		if (!isnan(req)) {
			c->w_mperf += m;
			c->w_req += m * req;
			a->w_mperf += m;
			a->w_req += m * req;
			if (!isnan(del)) {
				c->w_del += m * del;
				c->w_del_mperf += m;
				a->w_del += m * del;
				a->w_del_mperf += m;
			}
		}
		if (ev->pstate.tsc != NULL_NUM)
			c->w_tsc += (double)ev->pstate.tsc;
		pending_flush(a, c, del);
		HOOK(a, window, cpu, c->prev_ts, ev->ts, req, del,
		     ev->pstate.tsc > 0 ? m / (double)ev->pstate.tsc : NAN);
	}
	c->have_prev = 1;
	c->prev_ts = ev->ts;
	c->prev_target = ev->pstate.to;
	if (a->req_source == REQ_PSTATE)
		set_request(a, cpu, ev->ts, ev->pstate.to, req_now);
}

/* ---- energy -------------------------------------------------------------- */

static void energy(struct analysis *a)
{
	sqlite3_stmt *st = db_prepare(a->run->db, Q_ENERGY);
	double pkg = 0, other = 0;
	uint64_t lo = UINT64_MAX, hi = 0;
	int npkg = 0;

	if (!st)
		return;
	sqlite3_bind_int64(st, 1, (int64_t)a->from);
	sqlite3_bind_int64(st, 2, (int64_t)(a->to > INT64_MAX ? INT64_MAX : a->to));
	while (sqlite3_step(st) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		double scale = sqlite3_column_double(st, 1);
		uint64_t t0 = (uint64_t)sqlite3_column_int64(st, 4);
		uint64_t t1 = (uint64_t)sqlite3_column_int64(st, 5);
		double j = (double)sqlite3_column_int64(st, 6) * scale;

		if (!name || t1 <= t0)
			continue;
		/* Package energy: the power PMU's energy-pkg, or the powercap top zones
		 * (their subzones, cores and dram, are parts of it). */
		if (!strcmp(name, "power/energy-pkg") ||
		    (!strncmp(name, "powercap/", 9) && !strchr(name + 9, '/'))) {
			pkg += j;
			npkg++;
			if (t0 < lo)
				lo = t0;
			if (t1 > hi)
				hi = t1;
			snprintf(a->energy_counter, sizeof(a->energy_counter), "%s", name);
		} else {
			other += j;
		}
	}
	sqlite3_finalize(st);
	if (npkg && hi > lo) {
		a->have_energy = 1;
		a->joules = pkg;
		a->energy_span_s = (double)(hi - lo) / 1e9;
	} else {
		analysis_note(a, "energy: %s",
			      a->run->counters ? a->run->counters : "no counters in this run");
	}
	(void)other;
}

/* ---- driver ------------------------------------------------------------- */

static int table_has_rows(sqlite3 *db, const char *table)
{
	char sql[128];
	sqlite3_stmt *st;
	int has = 0;

	snprintf(sql, sizeof(sql), "SELECT 1 FROM \"%s\" LIMIT 1", table);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return 0;
	has = sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	return has;
}

static int setup(struct analysis *a, const struct run *run, const struct analysis_opts *o)
{
	int i;

	memset(a, 0, sizeof(*a));
	a->run = run;
	a->opts = o;
	a->from = run->t_start < run->first_ts ? run->t_start : run->first_ts;
	a->to = run->last_ts > run->t_end ? run->last_ts : run->t_end;
	/* --from/--to count from the run's start (the workload's, when recorded) */
	if (o->from_s >= 0)
		a->from = run->t_start + (uint64_t)llround(o->from_s * 1e9);
	if (o->to_s >= 0)
		a->to = run->t_start + (uint64_t)llround(o->to_s * 1e9);
	if (a->to < a->from) {
		pt_err("--to is before --from");
		return -1;
	}
	if (o->comm_re) {
		if (regcomp(&a->comm_re, o->comm_re, REG_EXTENDED | REG_NOSUB)) {
			pt_err("--comm: '%s' is not a regular expression", o->comm_re);
			return -1;
		}
		a->have_re = 1;
	}
	if (o->comm_re && o->npids)
		a->scope = SCOPE_COMM_PID;
	else if (o->comm_re)
		a->scope = SCOPE_COMM;
	else if (o->npids)
		a->scope = SCOPE_PID;
	else if (run->workload_pid > 0)
		a->scope = SCOPE_RECORDED;
	else
		a->scope = SCOPE_ALL;

	a->tasks = intmap_new(sizeof(struct task_state));
	a->pending_work = intmap_new(sizeof(struct queued));
	a->executing = intmap_new(sizeof(struct exec_state));
	a->sugov_waking = intmap_new(sizeof(struct waking_state));
	a->residency = intmap_new(sizeof(uint64_t));
	a->delay = dist_new();
	a->interval = dist_new();
	a->lat = dist_new();
	a->lat_remote = dist_new();
	a->lat_local = dist_new();
	for (i = 0; i <= NR_BANDS; i++) {
		a->lat_req[i] = dist_new();
		a->lat_del[i] = dist_new();
		if (!a->lat_req[i] || !a->lat_del[i])
			return -1;
	}
	if (!a->tasks || !a->pending_work || !a->executing || !a->sugov_waking ||
	    !a->residency || !a->delay || !a->interval || !a->lat || !a->lat_remote ||
	    !a->lat_local)
		return -1;
	if (table_has_rows(run->db, "amd_pstate_perf"))
		a->req_source = REQ_AMD;
	else if (table_has_rows(run->db, "cpu_frequency"))
		a->req_source = REQ_FREQ;
	else if (table_has_rows(run->db, "pstate_sample"))
		a->req_source = REQ_PSTATE;
	if (!cpu_of(a, run->nr_cpus > 0 ? run->nr_cpus - 1 : 0))
		return -1;
	return 0;
}

static void finish(struct analysis *a)
{
	int i, n_unknown = 0;

	a->span_s = (double)(a->to - a->from) / 1e9;
	for (i = 0; i < a->ncpus; i++) {
		struct cpu_stats *c = &a->cpus[i];

		/* the running task's time up to the end of the window */
		if (c->since && a->to > c->since && c->cur_pid > 0 && cpu_selected(a, i))
			c->busy_ns += a->to - c->since;
		account(a, c, i, a->to);
		if (c->in_idle && a->to > c->idle_since)
			c->idle_ns += a->to - c->idle_since;
		n_unknown += c->npending;
		pending_flush(a, c, NAN);
	}
	(void)n_unknown;
	/* The path: how most writes happened. */
	a->path = PATH_UNKNOWN;
	for (i = PATH_FAST; i < NR_PATHS; i++)
		if (a->path_writes[i] > a->path_writes[a->path])
			a->path = (enum gov_path)i;
	if (a->path_writes[PATH_UNKNOWN] > a->path_writes[a->path])
		a->path = PATH_UNKNOWN;
	energy(a);

	if (a->req_source == REQ_NONE)
		analysis_note(a, "frequency requests: no amd_pstate_perf, cpu_frequency or "
				 "pstate_sample events (no cpufreq driver, or not recorded)");
	if (a->req_source == REQ_AMD && !a->windows)
		analysis_note(a, "delivered performance: amd_pstate_perf has no aperf/mperf "
				 "deltas (kernels before 6.1 print none)");
	else if (a->req_source == REQ_FREQ && !a->windows)
		analysis_note(a, "delivered performance: cpu_frequency carries no aperf/mperf, "
				 "and the run has no pstate_sample events");
	else if (a->windows && !a->w_del_mperf)
		analysis_note(a, "delivered performance: nominal_perf unknown (use --cpu-attr "
				 "on import)");
	if (a->windows && !a->w_mperf)
		analysis_note(a, "requested performance: highest_perf unknown (use --cpu-attr "
				 "on import)");
	if (!a->nev[EV_WAKING])
		analysis_note(a, "wakeup latency: the trace has no sched_waking or sched_wakeup "
				 "events");
	else if (!dist_count(a->lat))
		analysis_note(a, "wakeup latency: no wakeups of workload tasks in the window");
	if (a->req_source != REQ_NONE && !dist_count(a->delay) && a->path != PATH_FAST)
		analysis_note(a, "governor delay: no queue_work or sugov waking events before "
				 "the writes");
}

int analysis_run(struct analysis *a, const struct run *run, const struct analysis_opts *o)
{
	struct stream *s;
	struct ev ev;
	int rc;

	if (setup(a, run, o) < 0)
		return -1;
	a->uses_wakeup = stream_uses_wakeup(run->db);
	s = stream_open(run->db, EV_ALL, a->from, a->to);
	if (!s)
		return -1;
	while ((rc = stream_next(s, &ev)) > 0) {
		if (ev.type < 16)
			a->nev[ev.type]++;
		switch (ev.type) {
		case EV_SWITCH:
			on_switch(a, &ev);
			break;
		case EV_WAKING:
			on_sugov_waking(a, &ev);
			on_waking(a, &ev);
			break;
		case EV_FORK:
			on_fork(a, &ev);
			break;
		case EV_EXIT:
			break;
		case EV_FREQ:
			on_freq(a, &ev);
			break;
		case EV_AMD_PERF:
			on_amd(a, &ev);
			break;
		case EV_PSTATE:
			on_pstate(a, &ev);
			break;
		case EV_IDLE:
			on_idle(a, &ev);
			break;
		case EV_WQ_QUEUE:
		case EV_KT_QUEUE:
			on_queue(a, &ev);
			break;
		case EV_WQ_START:
		case EV_KT_START:
			on_work_start(a, &ev);
			break;
		case EV_WQ_END:
		case EV_KT_END:
			on_work_end(a, &ev);
			break;
		default:
			break;
		}
	}
	stream_close(s);
	if (rc < 0)
		return -1;
	finish(a);
	findings_run(a);
	return 0;
}

void analysis_free(struct analysis *a)
{
	int i;

	for (i = 0; i <= NR_BANDS; i++) {
		dist_free(a->lat_req[i]);
		dist_free(a->lat_del[i]);
	}
	dist_free(a->lat);
	dist_free(a->lat_remote);
	dist_free(a->lat_local);
	dist_free(a->delay);
	dist_free(a->interval);
	intmap_free(a->tasks);
	intmap_free(a->pending_work);
	intmap_free(a->executing);
	intmap_free(a->sugov_waking);
	intmap_free(a->residency);
	for (i = 0; i < a->ncpus; i++)
		free(a->cpus[i].pending);
	free(a->cpus);
	if (a->have_re)
		regfree(&a->comm_re);
	memset(a, 0, sizeof(*a));
}

double analysis_requested(const struct analysis *a)
{
	return a->w_mperf > 0 ? a->w_req / a->w_mperf : NAN;
}

double analysis_delivered(const struct analysis *a)
{
	return a->w_del_mperf > 0 ? a->w_del / a->w_del_mperf : NAN;
}

double cpu_requested(const struct cpu_stats *c)
{
	return c->w_mperf > 0 ? c->w_req / c->w_mperf : NAN;
}

double cpu_delivered(const struct cpu_stats *c)
{
	return c->w_del_mperf > 0 ? c->w_del / c->w_del_mperf : NAN;
}

double cpu_busy(const struct cpu_stats *c)
{
	return c->w_tsc > 0 ? c->w_mperf / c->w_tsc : NAN;
}
