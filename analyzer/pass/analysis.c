// SPDX-License-Identifier: GPL-2.0
/*
 * analysis.c - the one pass over a run (DESIGN.md section 3): set-up, the
 * event loop, decisions deferred to the end of a timestamp, energy, and
 * what the data cannot tell.  The event handlers are in sched.c
 * (scheduling, wakeup latency), gov.c (governor path, work items, delay)
 * and perf.c (requests, counter windows, residency) (handlers.h); what
 * they share is in state.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pass/handlers.h"
#include "db.h"
#include "msg.h"
#include "pass/queries.h"

/* load_comm_kinds - which pids were ever a sugov:N kthread, a kworker, or a
 * comm --comm matches (for events that name a task by pid only) */
static int load_comm_kinds(struct analysis *a)
{
	sqlite3_stmt *st = db_prepare(a->run->db, Q_TASK_COMMS);
	int rc;

	if (!st)
		return -1;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *comm = (const char *)sqlite3_column_text(st, 1);
		int kind = is_sugov_comm(comm) ? COMM_SUGOV :
			   is_kworker_comm(comm) ? COMM_KWORKER : 0;
		uint8_t *k;

		if (a->have_re && regexec(&a->comm_re, comm, 0, NULL, 0) == 0)
			kind |= COMM_WL;
		if (!kind)
			continue;
		k = intmap_put(a->comm_kind, (uint64_t)(uint32_t)sqlite3_column_int(st, 0), NULL);
		if (!k) {
			sqlite3_finalize(st);
			return -1;
		}
		*k |= (uint8_t)kind;
	}
	if (rc != SQLITE_DONE)
		db_error(a->run->db, "task");
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

/* max_ts - the one value of @st (a max(ts) for CPU @cpu in the window, of
 * @table) in @ts, 0 for none; 0, or -1 (said) */
static int max_ts(struct analysis *a, sqlite3_stmt *st, const char *table, int cpu,
		  uint64_t *ts)
{
	int rc;

	*ts = 0;
	if (!st)
		return 0;
	sqlite3_bind_int64(st, 1, (int64_t)a->from);
	sqlite3_bind_int64(st, 2, a->to > INT64_MAX ? INT64_MAX : (int64_t)a->to);
	sqlite3_bind_int(st, 3, cpu);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
		*ts = (uint64_t)sqlite3_column_int64(st, 0);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		db_error(a->run->db, table);
	sqlite3_reset(st);
	return rc == SQLITE_ROW || rc == SQLITE_DONE ? 0 : -1;
}

/* load_update_ends - the last update of each CPU in the window: a wakeup
 * after it waits for no update (pass/sched.c) */
static int load_update_ends(struct analysis *a)
{
	sqlite3_stmt *last = NULL, *no_id = NULL, *st;
	int n = a->ncpus, cpu, ret = -1, tbl, has_id, rc;
	const char *table, *cpu_col;
	char sql[256];

	if (a->req_source == REQ_NONE)
		return 0;
	tbl = req_source_table(a->req_source);
	table = evmap_table_name(tbl, a->run->schema);
	/* the CPU an update is for: cpu_id, where the event has one */
	has_id = evmap_column(tbl, "cpu_id") >= 0;
	cpu_col = has_id ? "cpu_id" : "cpu";
	snprintf(sql, sizeof(sql), Q_UPDATE_CPUS, cpu_col, table);
	st = db_prepare(a->run->db, sql);
	if (!st)
		return -1;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL &&
	    sqlite3_column_int(st, 0) >= n)
		n = sqlite3_column_int(st, 0) + 1;
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		db_error(a->run->db, table);
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return -1;
	snprintf(sql, sizeof(sql), Q_UPDATE_LAST, table, cpu_col);
	last = db_prepare(a->run->db, sql);
	if (has_id) {
		snprintf(sql, sizeof(sql), Q_UPDATE_LAST_NO_ID, table);
		no_id = db_prepare(a->run->db, sql);
	}
	if (!last || (has_id && !no_id))
		goto out_finalize;
	for (cpu = 0; cpu < n && cpu < PT_MAX_CPUS; cpu++) {
		uint64_t t1, t2;
		struct cpu_stats *c;

		if (max_ts(a, last, table, cpu, &t1) < 0 || max_ts(a, no_id, table, cpu, &t2) < 0)
			goto out_finalize;
		c = t1 || t2 ? cpu_of(a, cpu) : NULL;
		if (c)
			c->upd_last = t1 > t2 ? t1 : t2;
	}
	ret = 0;
out_finalize:
	sqlite3_finalize(last);
	sqlite3_finalize(no_id);
	return ret;
}

/* run_deferred - decide what waited for every event of its time (< @ts) */
static void run_deferred(struct analysis *a, uint64_t ts)
{
	enum deferred_kind kind;
	uint64_t at, x;
	int cpu;

	while (defer_pop(a, ts, &kind, &cpu, &at, &x))
		sched_deferred(a, kind, cpu, at, x);
}

/* ---- energy -------------------------------------------------------------- */

/* energy - the package energy in the window; 0, or -1 when the counters
 * cannot be read (said) */
static int energy(struct analysis *a)
{
	sqlite3_stmt *st = db_prepare(a->run->db, Q_ENERGY);
	uint64_t lo = UINT64_MAX, hi = 0;
	double pkg = 0;
	int npkg = 0, rc;

	if (!st)
		return -1;
	sqlite3_bind_int64(st, 1, (int64_t)a->from);
	sqlite3_bind_int64(st, 2, (int64_t)(a->to > INT64_MAX ? INT64_MAX : a->to));
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		double scale = sqlite3_column_double(st, 1);
		uint64_t t0 = (uint64_t)sqlite3_column_int64(st, 4);
		uint64_t t1 = (uint64_t)sqlite3_column_int64(st, 5);
		double j = (double)sqlite3_column_int64(st, 6) * scale;

		if (!name || t1 <= t0)
			continue;
		/* Package energy: the power PMU's energy-pkg, or the powercap top
		 * zones (their subzones, cores and dram, are parts of them). */
		if (!strcmp(name, "power/energy-pkg") ||
		    (!strncmp(name, "powercap/", 9) && !strchr(name + 9, '/'))) {
			pkg += j;
			npkg++;
			if (t0 < lo)
				lo = t0;
			if (t1 > hi)
				hi = t1;
			snprintf(a->energy_counter, sizeof(a->energy_counter), "%s", name);
		}
	}
	if (rc != SQLITE_DONE)
		db_error(a->run->db, "counter_sample");
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return -1;
	if (npkg && hi > lo) {
		a->have_energy = 1;
		a->joules = pkg;
		a->energy_span_s = (double)(hi - lo) / 1e9;
	} else {
		analysis_note(a, "energy: %s",
			      a->run->counters ? a->run->counters : "no counters in this run");
	}
	return 0;
}

/* ---- set-up, the loop, the end ------------------------------------------- */

static int setup(struct analysis *a, const struct run *run, const struct analysis_opts *o)
{
	uint64_t end = run->last_ts > run->t_end ? run->last_ts : run->t_end;
	const struct cpu_attr *at;
	int i;

	memset(a, 0, sizeof(*a));
	a->run = run;
	a->opts = o;
	/* an import's span bounds its events (run.h) */
	if (run->span_bounds)
		end = run->t_end;
	a->from = run->t_start < run->first_ts || run->span_bounds ? run->t_start : run->first_ts;
	a->to = end;
	/* --from/--to count from the run's start (the workload's, when recorded);
	 * the window ends where the data does, so that the span, busy time and
	 * residency end with the events */
	if (o->from_s >= 0)
		a->from = run->t_start + (uint64_t)llround(o->from_s * 1e9);
	if (o->to_s >= 0 && run->t_start + (uint64_t)llround(o->to_s * 1e9) < end)
		a->to = run->t_start + (uint64_t)llround(o->to_s * 1e9);
	if (a->from > a->to) {
		pt_err("--from %g: the run ends %.3f s after its start", o->from_s,
		       (double)(end - run->t_start) / 1e9);
		return -1;
	}
	/* record --window: what was traced is the window; its span is what
	 * shares of time and rates are of */
	if (run->win_end) {
		if (a->from < run->win_start)
			a->from = run->win_start;
		if (a->to > run->win_end)
			a->to = run->win_end;
		if (a->from > a->to) {
			pt_err("--from/--to: outside the traced window, %.3f to %.3f s after "
			       "the run's start", (double)(run->win_start - run->t_start) / 1e9,
			       (double)(run->win_end - run->t_start) / 1e9);
			return -1;
		}
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

	a->deferred = deferred_new();
	a->tasks = intmap_new(task_state_size);
	a->comm_kind = intmap_new(sizeof(uint8_t));
	a->pending_work = intmap_new(sizeof(uint64_t));
	a->items = intmap_new(work_item_size);
	a->executing = intmap_new(sizeof(uint64_t));
	a->watch = intmap_new(watch_list_size);
	a->sugov_waking = intmap_new(sizeof(uint64_t));
	a->sugov_in = intmap_new(sizeof(uint64_t) * 2);
	a->residency = intmap_new(sizeof(uint64_t));
	a->delay = dist_new();
	a->delay_waking = dist_new();
	a->interval = dist_new();
	a->pcc_write = dist_new();
	a->lat = dist_new();
	a->remote_update = dist_new();
	a->local_update = dist_new();
	for (i = 0; i <= NR_BANDS; i++) {
		a->lat_req[i] = dist_new();
		a->lat_del[i] = dist_new();
		if (!a->lat_req[i] || !a->lat_del[i])
			return -1;
	}
	if (!a->deferred || !a->tasks || !a->comm_kind || !a->pending_work || !a->items ||
	    !a->executing || !a->watch || !a->sugov_waking || !a->sugov_in || !a->residency ||
	    !a->delay || !a->delay_waking || !a->interval || !a->pcc_write || !a->lat || !a->remote_update ||
	    !a->local_update)
		return -1;
	for (i = REQ_AMD; i <= REQ_PSTATE; i++) {
		int has = stream_has_rows(run->db, req_source_table((enum req_source)i));

		if (has < 0)
			return -1;
		if (has) {
			a->req_source = (enum req_source)i;
			break;
		}
	}
	if (a->req_source == REQ_AMD || a->req_source == REQ_PSTATE) {
		int tbl = req_source_table(a->req_source);
		int pair = stream_has_pair(run->db, tbl,
					   evmap_column(tbl, "cpu_id") >= 0 ? "cpu_id" : "cpu");
		int msr = pair ? 0 : stream_has_msr_samples(run->db);

		if (pair < 0 || msr < 0)
			return -1;
		a->drv_no_pair = !pair;
		a->msr_samples = msr;
	}
	i = stream_has_rows(run->db, TBL_AMD_PSTATE_EPP_PERF);
	if (i < 0)
		return -1;
	a->pol.source = i ? POL_EVENTS : POL_NONE;
	perf_setup(a);
	i = stream_has_rows(run->db, TBL_SCHED_WAKING);
	if (i < 0)
		return -1;
	a->use_wakeup = !i;
	for (i = 0; i < run->nr_attrs; i++) {
		at = run_attr(run, i);
		if (cpu_selected(a, i) && at->rate_limit_us != ATTR_NONE && at->rate_limit_us > 0) {
			a->rate_limit_us = (uint64_t)at->rate_limit_us;
			break;
		}
	}
	if (gov_setup(a) < 0 || load_comm_kinds(a) < 0)
		return -1;
	if (!cpu_of(a, run->nr_cpus > 0 ? run->nr_cpus - 1 : 0))
		return -1;
	if (load_update_ends(a) < 0)
		return -1;
	return 0;
}

/* updates of one CPU after another of it: enough to tell change-only events */
#define CHANGE_ONLY_PAIRS 20

static void notes(struct analysis *a)
{
	if (a->run->span_invalid)
		analysis_note(a, "span: meta t_start_ns and t_end_ns are no span of these "
				 "events (out of order, or apart from them): the events' is used");
	if (a->req_source == REQ_NONE && a->pol.source != POL_NONE)
		analysis_note(a, "requested performance: none per update: the hardware picks "
				 "it within the policy (EPP, min/max_perf; %s), not a request",
			      a->pol.source == POL_EVENTS ? "amd_pstate_epp_perf" :
							    "the cpu table at record start");
	else if (a->req_source == REQ_NONE)
		analysis_note(a, "frequency requests: no amd_pstate_perf, cpu_frequency or "
				 "pstate_sample events (no cpufreq driver, or not recorded)");
	if (a->drv_no_pair && a->win_source == WIN_SAMPLES)
		analysis_note(a, "delivered performance: of counter_sample: no CPU has two %s "
				 "events (the first of a CPU closes a window begun before the trace)",
			      evmap_tables[req_source_table(a->req_source)].table);
	else if (a->drv_no_pair && !a->windows)
		analysis_note(a, "delivered performance: no CPU has two %s events (the first "
				 "of a CPU closes a window begun before the trace), and counter_sample "
				 "no msr/aperf, mperf and tsc",
			      evmap_tables[req_source_table(a->req_source)].table);
	else if (a->req_source == REQ_AMD && !a->windows)
		analysis_note(a, "delivered performance: these amd_pstate_perf events carry no "
				 "aperf/mperf deltas (the first, 5.17 form of the event)");
	else if (a->win_source == WIN_SAMPLES && !a->windows)
		analysis_note(a, "delivered performance: no counter windows (no msr/aperf, "
				 "mperf and tsc in counter_sample%s)",
			      a->req_source == REQ_FREQ ? "; cpu_frequency carries none" : "");
	if (a->sw.incomplete || a->sw.invalid || a->sw.back)
		analysis_note(a, "counter_sample: %llu readings without all of aperf, mperf and "
				 "tsc, %llu rows no number, %llu out of time order: left out",
			      (unsigned long long)a->sw.incomplete,
			      (unsigned long long)a->sw.invalid, (unsigned long long)a->sw.back);
	if (isnan(a->ceiling_khz))
		analysis_note(a, "scale: the ceiling is %s; shares are of each CPU's highest_perf "
				 "or max_khz", a->ceiling_how);
	if (a->windows && !a->w_del_mperf)
		analysis_note(a, "delivered performance: nominal_perf unknown (import with "
				 "--cpu-attr nominal_perf=N)");
	/* active mode and HWP have no request to know: said above */
	if (a->windows && !a->w_req_mperf &&
	    !(a->req_source == REQ_NONE && a->pol.source != POL_NONE))
		analysis_note(a, "requested performance: highest_perf unknown (import with "
				 "--cpu-attr highest_perf=N)");
	if (a->req_source == REQ_FREQ && !a->c0_ns && a->requests)
		analysis_note(a, "requested performance: max_khz unknown (import with "
				 "--cpu-attr max_khz=N)");
	if (!a->nev[TBL_SCHED_WAKING] && !a->nev[TBL_SCHED_WAKEUP])
		analysis_note(a, "wakeup latency: the trace has no sched_waking or sched_wakeup "
				 "events");
	else if (!dist_count(a->lat))
		analysis_note(a, "wakeup latency: no wakeups of workload tasks in the window");
	if (a->update_change_only)
		analysis_note(a, "update waits: no two consecutive cpu_frequency events of a CPU "
				 "at one frequency in %llu, so the event fires on a change only: "
				 "the wait for a CPU's next update is the wait for its next change",
			      (unsigned long long)a->update_pairs);
	if ((a->path == PATH_KTHREAD || a->path == PATH_WORKQUEUE) && !dist_count(a->delay))
		analysis_note(a, "governor delay: no queue_work or sugov waking events before "
				 "the writes");
}

static int finish(struct analysis *a)
{
	static const enum gov_path order[] = { PATH_FAST, PATH_KTHREAD, PATH_WORKQUEUE };
	unsigned int i;
	int c;

	run_deferred(a, UINT64_MAX);
	/* the CPUs analysed, what shares of CPU time are of: the run's, and any
	 * past them its events name (an edited database), said */
	for (c = 0; c < (a->run->nr_cpus > a->ncpus ? a->run->nr_cpus : a->ncpus); c++)
		a->nr_sel += cpu_selected(a, c);
	if (a->run->nr_cpus > 0 && a->ncpus > a->run->nr_cpus)
		analysis_note(a, "CPUs: events name CPUs up to %d, past the run's %d: shares of "
			      "CPU time are of %d CPUs", a->ncpus - 1, a->run->nr_cpus, a->ncpus);
	if (!a->last_ts)
		a->last_ts = a->to;
	a->span_s = (double)(a->to - a->from) / 1e9;
	sched_finish(a);
	{
		double cpu_s = a->span_s * a->nr_sel;

		a->sugov_per_s = a->span_s > 0 ? (double)a->sugov_switch_ins / a->span_s : NAN;
		a->sugov_per_s_per_cpu = cpu_s > 0 ? (double)a->sugov_switch_ins / cpu_s : NAN;
		a->sugov_on_cpu_share = cpu_s > 0 ? (double)a->sugov_oncpu_ns / 1e9 / cpu_s : NAN;
	}
	perf_finish(a);
	gov_finish(a);
	/* The path: how most writes happened (ties in this order); unknown
	 * writes never make it. */
	a->path = PATH_UNKNOWN;
	for (i = 0; i < sizeof(order) / sizeof(order[0]); i++)
		if (a->path_writes[order[i]] > a->path_writes[a->path] ||
		    (a->path == PATH_UNKNOWN && a->path_writes[order[i]]))
			a->path = order[i];
	/* many updates of a CPU, never two at one frequency: cpu_frequency
	 * fires on a change only (cpufreq skips a target equal to the current
	 * frequency; schedutil one equal to its last) */
	a->update_change_only = a->req_source == REQ_FREQ && a->update_pairs >= CHANGE_ONLY_PAIRS &&
				!a->update_repeats;
	if (energy(a) < 0)
		return -1;
	notes(a);
	return 0;
}

/*
 * dispatch - the handlers of each table the pass reads, called in this
 * order: the residency of a switch is accounted at the request in force
 * before the switch (perf, then sched); the governor's side of a frequency
 * write comes before the request it sets (gov, then perf).  Direct calls,
 * once per event: the pass's inner loop.
 */
static void dispatch(struct analysis *a, const struct ev *ev)
{
	switch (ev->type) {
	case TBL_SCHED_SWITCH:
		perf_on_switch(a, ev);
		sched_on_switch(a, ev);
		gov_on_switch(a, ev);
		break;
	case TBL_SCHED_WAKING:
		gov_on_waking(a, ev);
		sched_on_waking(a, ev);
		break;
	case TBL_SCHED_WAKEUP:
		gov_on_wakeup(a, ev);
		sched_on_wakeup(a, ev);
		break;
	case TBL_SCHED_PROCESS_FORK:
		sched_on_fork(a, ev);
		break;
	case TBL_CPU_FREQUENCY:
		gov_on_freq(a, ev);
		perf_on_freq(a, ev);
		break;
	case TBL_CPU_IDLE:
		perf_on_idle(a, ev);
		sched_on_idle(a, ev);
		break;
	case TBL_AMD_PSTATE_PERF:
		gov_on_amd(a, ev);
		perf_on_amd(a, ev);
		break;
	case TBL_PSTATE_SAMPLE:
		gov_on_pstate(a, ev);
		perf_on_pstate(a, ev);
		break;
	case TBL_AMD_PSTATE_EPP_PERF:
		perf_on_epp(a, ev);
		break;
	case TBL_WQ_QUEUE_WORK:
	case TBL_KT_QUEUE_WORK:
		gov_on_queue(a, ev);
		break;
	case TBL_WQ_EXECUTE_START:
	case TBL_KT_EXECUTE_START:
		gov_on_work_start(a, ev);
		break;
	case TBL_WQ_EXECUTE_END:
	case TBL_KT_EXECUTE_END:
		gov_on_work_end(a, ev);
		break;
	default:
		break;
	}
}

/* the tables dispatch() has handlers for: the tables the pass streams */
static const int dispatched[] = {
	TBL_SCHED_SWITCH,     TBL_SCHED_WAKING,	    TBL_SCHED_WAKEUP,	  TBL_SCHED_PROCESS_FORK,
	TBL_CPU_FREQUENCY,    TBL_CPU_IDLE,	    TBL_AMD_PSTATE_PERF,  TBL_PSTATE_SAMPLE,
	TBL_WQ_QUEUE_WORK,    TBL_WQ_EXECUTE_START, TBL_WQ_EXECUTE_END,	  TBL_KT_QUEUE_WORK,
	TBL_KT_EXECUTE_START, TBL_KT_EXECUTE_END,   TBL_AMD_PSTATE_EPP_PERF,
};

/* cpu_valid - the CPUs @ev names (that logged it, that it is for) are CPU
 * numbers a kernel can have */
static int cpu_valid(const struct ev *ev)
{
	int id = ev->cpu;

	if (ev->type == TBL_CPU_FREQUENCY || ev->type == TBL_CPU_IDLE)
		id = ev->freq.cpu_id;
	else if (ev->type == TBL_AMD_PSTATE_PERF)
		id = ev->amd.cpu_id;
	else if (ev->type == TBL_AMD_PSTATE_EPP_PERF)
		id = ev->epp.cpu_id;
	return ev->cpu >= 0 && ev->cpu < PT_MAX_CPUS && id >= 0 && id < PT_MAX_CPUS;
}

/* how far outside an unbounded run's span its counter readings count */
#define SAMPLE_PAD_NS 1000000000ULL

/* drain - the counter_sample readings up to @ts (inclusive) to perf_on_sample;
 * @next holds the reader's next reading, *@have whether it does: 0, or -1 */
static int drain(struct analysis *a, struct samples *smp, struct sample *next, int *have,
		 uint64_t ts)
{
	while (*have > 0 && next->ts <= ts) {
		perf_on_sample(a, next);
		*have = samples_next(smp, next);
	}
	return *have < 0 ? -1 : 0;
}

int analysis_run(struct analysis *a, const struct run *run, const struct analysis_opts *o)
{
	unsigned int tables = 0;
	struct samples *smp;
	struct sample next;
	struct stream *s;
	struct ev ev;
	uint64_t kept = 0, s_from, s_to;
	int rc = 0, t, windowed, have;

	if (!o->judges) {
		pt_err("analysis: no criteria given to the pass (analysis_opts.judges)");
		return -1;
	}
	if (setup(a, run, o) < 0)
		return -1;
	for (t = 0; t < (int)(sizeof(dispatched) / sizeof(dispatched[0])); t++)
		tables |= EV_HAS(dispatched[t]);
	/* without --from/--to every row is read: one outside the run's span is
	 * out of time order (the span is of the first and last rows when the
	 * import saw the trace in order), counted, not left out unsaid */
	windowed = o->from_s >= 0 || o->to_s >= 0;
	s = stream_open(run->db, tables, windowed ? a->from : 0, windowed ? a->to : UINT64_MAX);
	if (!s)
		return -1;
	/* the counter readings of the window, merged in time: a reading goes
	 * before the events of its time (a request set then counts from it on).
	 * record's sampler brackets the workload: its first round is read just
	 * before the workload starts, its last just after it ends, so the run's
	 * first and last windows reach a little outside its span; unbounded
	 * (no --from/--to, no record --window), the readings up to SAMPLE_PAD_NS
	 * outside the span count */
	s_from = a->from;
	s_to = a->to;
	if (!windowed && !run->win_end) {
		s_from = s_from > SAMPLE_PAD_NS ? s_from - SAMPLE_PAD_NS : 0;
		s_to = s_to < UINT64_MAX - SAMPLE_PAD_NS ? s_to + SAMPLE_PAD_NS : UINT64_MAX;
	}
	smp = samples_open(run->db, s_from, s_to);
	if (!smp) {
		stream_close(s);
		return -1;
	}
	have = samples_next(smp, &next);
	while (have >= 0 && (rc = stream_next(s, &ev)) > 0) {
		if (ev.ts_invalid) {
			a->ts_invalid++;
			continue;
		}
		if (!cpu_valid(&ev)) {
			a->cpu_invalid++;
			continue;
		}
		if (!windowed && run->span_bounds && (ev.ts < a->from || ev.ts > a->to)) {
			a->span_left_out++;
			continue;
		}
		if (ev.ts < a->last_ts || ev.ts < a->from || ev.ts > a->to) {
			uint64_t back = ev.ts < a->last_ts ? a->last_ts - ev.ts :
					ev.ts < a->from ? a->from - ev.ts : 0;

			a->order_left_out++;
			if (back > a->order_max_back_ns)
				a->order_max_back_ns = back;
			continue;
		}
		if (!kept++)
			a->first_kept = ev.ts;
		if (drain(a, smp, &next, &have, ev.ts) < 0)
			break;
		if (ev.ts > a->last_ts) {
			run_deferred(a, ev.ts);
			a->last_ts = ev.ts;
		}
		a->nev[ev.type]++;
		dispatch(a, &ev);
	}
	a->values_invalid = stream_values_invalid(s);
	stream_close(s);
	if (have >= 0 && rc >= 0)
		drain(a, smp, &next, &have, s_to);
	a->sw.rows = samples_stats(smp)->rows;
	a->sw.incomplete = samples_stats(smp)->incomplete;
	a->sw.invalid = samples_stats(smp)->invalid;
	a->sw.back = samples_stats(smp)->back;
	samples_close(smp);
	if (rc < 0 || have < 0)
		return -1;
	/* events left out of order: the span analysed is the kept ones', what
	 * shares of time are of (not the time of the events left out) */
	if (a->order_left_out && !windowed && kept) {
		a->from = a->first_kept;
		a->to = a->last_ts;
	}
	if (finish(a) < 0)
		return -1;
	return 0;
}

void analysis_free(struct analysis *a)
{
	int i;

	for (i = 0; i <= NR_BANDS; i++) {
		dist_free(a->lat_req[i]);
		dist_free(a->lat_del[i]);
	}
	for (i = 0; i < NR_CS_AT; i++)
		dist_free(a->lat_cstate[i]);
	dist_free(a->lat);
	dist_free(a->remote_update);
	dist_free(a->local_update);
	dist_free(a->delay);
	dist_free(a->delay_waking);
	dist_free(a->interval);
	dist_free(a->pcc_write);
	intmap_free(a->tasks);
	intmap_free(a->comm_kind);
	intmap_free(a->pending_work);
	intmap_free(a->items);
	intmap_free(a->executing);
	intmap_free(a->watch);
	intmap_free(a->sugov_waking);
	intmap_free(a->sugov_in);
	intmap_free(a->residency);
	for (i = 0; i < a->ncpus; i++) {
		free(a->cpus[i].lat_pending);
		free(a->cpus[i].upd_pending);
	}
	free(a->cpus);
	deferred_free(a->deferred);
	if (a->have_re)
		regfree(&a->comm_re);
	memset(a, 0, sizeof(*a));
}

double analysis_requested(const struct analysis *a)
{
	if (a->w_req_mperf > 0)
		return a->w_req / a->w_req_mperf;
	if (a->c0_ns > 0)
		return a->c0_req / a->c0_ns;
	return NAN;
}

double analysis_idle_share(const struct analysis *a)
{
	double cpu_ns = a->span_s * 1e9 * a->nr_sel, idle = 0;
	int i;

	if (!a->nev[TBL_CPU_IDLE] || cpu_ns <= 0)
		return NAN;
	for (i = 0; i < a->ncpus; i++)
		idle += (double)a->cpus[i].idle_ns;
	return idle / cpu_ns;
}

double analysis_wake_idle_share(const struct analysis *a)
{
	uint64_t in = 0, all = 0;
	int k;

	if (!a->nev[TBL_CPU_IDLE])
		return NAN;
	for (k = 0; k < NR_CS_AT; k++) {
		uint64_t n = a->lat_cstate[k] ? dist_count(a->lat_cstate[k]) : 0;

		if (k == CS_UNKNOWN)
			continue;
		all += n;
		in += k <= CS_OTHER ? n : 0;
	}
	return all ? (double)in / (double)all : NAN;
}

double analysis_delivered(const struct analysis *a)
{
	return a->w_del_mperf > 0 ? a->w_del / a->w_del_mperf : NAN;
}

double cpu_requested(const struct cpu_stats *c)
{
	if (c->w_req_mperf > 0)
		return c->w_req / c->w_req_mperf;
	if (c->c0_ns > 0)
		return c->c0_req / c->c0_ns;
	return NAN;
}

double cpu_delivered(const struct cpu_stats *c)
{
	return c->w_del_mperf > 0 ? c->w_del / c->w_del_mperf : NAN;
}

double cpu_busy(const struct cpu_stats *c)
{
	return c->w_tsc > 0 ? c->w_mperf / c->w_tsc : NAN;
}

double cpu_target_over_capacity(const struct cpu_stats *c)
{
	return c->w_cap_mperf > 0 ? c->w_cap / c->w_cap_mperf : NAN;
}

double samples_delivered(const struct sample_windows *w)
{
	return w->del_mperf > 0 ? w->del / w->del_mperf : NAN;
}

double samples_requested(const struct sample_windows *w)
{
	return w->req_mperf > 0 ? w->req / w->req_mperf : NAN;
}

double samples_busy(const struct sample_windows *w)
{
	return w->tsc > 0 ? w->mperf / w->tsc : NAN;
}

double samples_avg_khz(const struct sample_windows *w)
{
	return w->tsc > 0 && w->windows ? w->avg / w->tsc : NAN;
}
