// SPDX-License-Identifier: GPL-2.0
/*
 * gov.c - the governor's side: work items (schedutil's sugov_work on the
 * sugov:N kthread, ondemand's dbs_work_handler on a kworker), the path each
 * frequency write took, and how long a request waited to be written.
 *
 * A work item: its queue_work marks the work pointer pending (queue time,
 * CPU, task); the next execute_start of that pointer starts it on the task
 * that logs it; that task's next execute_end ends it.  Its write is the
 * first amd_pstate_perf or cpu_frequency that task logs in between.
 *
 * The governor delay of an item with a write runs from its queueing to the
 * end of the write: the item's execute_end, which comes after the write is
 * done (amd_pstate_perf fires before the CPPC write, cppc_set_perf, that
 * may wait for the mailbox).  Where the trace has no execute_end events of
 * the item's kind it ends at the first write.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "pass/handlers.h"
#include "pass/run.h"

#define WATCH_MAX 8 /* open items one task queued on one CPU, followed for lateness */

struct work_item {
	uint64_t tq;   /* queue time; 0 when not seen queued */
	int qcpu, qpid, qwl;
	enum gov_path kind;
	uint64_t first_amd, first_freq; /* 0: none yet */
	int write_cpu; /* cpu_id of the first write */
	int dsleep; /* the task running it slept in D inside it */
	int late;   /* the queueing task blocked before the write */
};

struct watch_list {
	int n;
	uint64_t ids[WATCH_MAX];
};

const size_t work_item_size = sizeof(struct work_item);
const size_t watch_list_size = sizeof(struct watch_list);

static int gov_function(const char *f)
{
	if (!strcmp(f, "sugov_work"))
		return PATH_KTHREAD;
	if (!strcmp(f, "dbs_work_handler"))
		return PATH_WORKQUEUE;
	return 0;
}

static uint64_t first_write(const struct work_item *it)
{
	if (!it->first_amd)
		return it->first_freq;
	if (!it->first_freq)
		return it->first_amd;
	return it->first_amd < it->first_freq ? it->first_amd : it->first_freq;
}

void gov_on_queue(struct analysis *a, const struct ev *ev)
{
	int kind = gov_function(ev->work.function);
	struct work_item *it;
	uint64_t id, *slot;

	if (!kind)
		return;
	a->have_queue = 1;
	id = ++a->next_item;
	it = intmap_put(a->items, id, NULL);
	slot = it ? intmap_put(a->pending_work, (uint64_t)ev->work.work, NULL) : NULL;
	if (!slot)
		return;
	if (*slot)
		intmap_del(a->items, *slot); /* queued again before it ran: the newer */
	/* intmap_put of pending_work may not move items: a different map */
	it = intmap_get(a->items, id);
	*slot = id;
	memset(it, 0, sizeof(*it));
	it->tq = ev->ts;
	it->qcpu = ev->cpu;
	it->qpid = ev->pid;
	it->kind = (enum gov_path)kind;
	it->qwl = ev->pid > 0 && is_workload_pid(a, ev->pid, NULL);
	if (it->qwl) {
		uint64_t key = (uint64_t)(uint32_t)ev->cpu << 32 | (uint32_t)ev->pid;
		struct watch_list *w = intmap_put(a->watch, key, NULL);

		if (w) {
			if (w->n == WATCH_MAX) {
				memmove(w->ids, w->ids + 1, (WATCH_MAX - 1) * sizeof(w->ids[0]));
				w->n--;
			}
			w->ids[w->n++] = id;
		}
	}
}

void gov_on_work_start(struct analysis *a, const struct ev *ev)
{
	int kind = gov_function(ev->work.function);
	uint64_t *slot, *ex, id;
	struct work_item *it;
	int inserted;

	if (!kind)
		return;
	slot = intmap_get(a->pending_work, (uint64_t)ev->work.work);
	if (slot && *slot && intmap_get(a->items, *slot)) {
		id = *slot;
		intmap_del(a->pending_work, (uint64_t)ev->work.work);
	} else {
		/* started without a queue_work seen: an item without a queue time */
		id = ++a->next_item;
		it = intmap_put(a->items, id, NULL);
		if (!it)
			return;
		memset(it, 0, sizeof(*it));
		it->kind = (enum gov_path)kind;
		it->qcpu = -1;
	}
	ex = intmap_put(a->executing, (uint64_t)(uint32_t)ev->pid, &inserted);
	if (!ex)
		return;
	/* the task started another item without ending this one (execute_end
	 * not traced, or lost): the one it replaces is dropped, its delay with
	 * it, as an item never ended nor running at the end */
	if (!inserted)
		intmap_del(a->items, *ex);
	*ex = id;
}

/* tunable - the value of @file of governor @gov in @list (meta
 * governor_tunables, "GOV/FILE=VALUE, ..." for the global tunables, then
 * "policyN/GOV/FILE=VALUE, ...", taken apart here): the global one, else
 * that of the lowest policy N that is a CPU analysed; a positive integer,
 * 0 when there is none */
static uint64_t tunable(const struct analysis *a, char *list, const char *gov, const char *file)
{
	uint64_t global = 0, policy = 0;
	long pcpu = INT_MAX;
	size_t gl = strlen(gov);
	char *save = NULL, *tok;

	for (tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *key = tok + strspn(tok, " "), *eq = strchr(key, '='), *g = key, *end;
		unsigned long long v;
		long cpu = -1;

		if (!eq)
			continue;
		*eq = '\0';
		if (!strncmp(key, "policy", 6)) {
			cpu = strtol(key + 6, &end, 10);
			if (end == key + 6 || *end != '/' || cpu < 0 || cpu >= INT_MAX)
				continue;
			g = end + 1;
		}
		if (strncmp(g, gov, gl) != 0 || g[gl] != '/' || strcmp(g + gl + 1, file) != 0)
			continue;
		errno = 0;
		v = strtoull(eq + 1, &end, 10);
		if (errno || end == eq + 1 || *end || eq[1] == '-' || !v)
			continue;
		if (cpu < 0) {
			global = v;
		} else if (cpu < pcpu && cpu_selected(a, (int)cpu)) {
			policy = v;
			pcpu = cpu;
		}
	}
	return global ? global : policy;
}

int gov_setup(struct analysis *a)
{
	int kt = stream_has_rows(a->run->db, TBL_KT_EXECUTE_END);
	int wq = stream_has_rows(a->run->db, TBL_WQ_EXECUTE_END);
	const char *gov = a->run->governor;
	char *list = NULL;

	if (kt < 0 || wq < 0)
		return -1;
	a->item_ends = (kt ? 1u << PATH_KTHREAD : 0) | (wq ? 1u << PATH_WORKQUEUE : 0);
	/* the rate limit: ondemand's (conservative's) sampling_rate, schedutil's
	 * rate_limit_us (also when the governor is not known) */
	if (gov && (!strcmp(gov, "ondemand") || !strcmp(gov, "conservative"))) {
		if (run_meta(a->run, "governor_tunables", &list) < 0)
			return -1;
		a->limit_us = list ? tunable(a, list, gov, "sampling_rate") : 0;
		free(list);
		if (a->limit_us)
			a->limit_name = "sampling_rate";
		else
			analysis_note(a, "rate limit: %s's sampling_rate not available (not in meta "
					 "governor_tunables): rate-limit not judged", gov);
	} else if (a->rate_limit_us) {
		a->limit_us = a->rate_limit_us;
		a->limit_name = "rate_limit_us";
	}
	return 0;
}

/* item_done - an item @ended at @end (or the trace did first): its delay
 * and evidence, when it is for a CPU analysed: the one its write is for,
 * else the one that queued it */
static void item_done(struct analysis *a, struct work_item *it, int ended, uint64_t end)
{
	uint64_t w = first_write(it), done = w;

	if (!cpu_selected(a, w ? it->write_cpu : it->qcpu))
		return;
	/* the write's end: the item's, when the trace has execute_end events
	 * of its kind (an item still running at the end has none yet) */
	if (a->item_ends & 1u << it->kind)
		done = ended && end >= w ? end : 0;
	if (it->tq && w && done) {
		dist_add(a->delay, done - it->tq);
		HOOK(a, delay, it->write_cpu, done, done - it->tq, 0, it->kind);
	}
	if (!ended)
		return;
	if (it->tq && w && it->qwl) {
		a->items_wl++;
		a->items_late += it->late;
	}
	/* pcc-write: the CPPC write, amd_pstate_perf -> cpu_frequency, on
	 * either path (schedutil's kthread, ondemand's kworker on amd-pstate) */
	a->gw_items++;
	a->gw_dsleep += it->dsleep;
	if (it->first_amd && it->first_freq && it->first_freq >= it->first_amd)
		dist_add(a->pcc_write, it->first_freq - it->first_amd);
}

void gov_on_work_end(struct analysis *a, const struct ev *ev)
{
	uint64_t *ex = intmap_get(a->executing, (uint64_t)(uint32_t)ev->pid), id;
	struct work_item *it;

	if (!ex)
		return;
	id = *ex;
	intmap_del(a->executing, (uint64_t)(uint32_t)ev->pid);
	it = intmap_get(a->items, id);
	if (!it)
		return;
	item_done(a, it, 1, ev->ts);
	intmap_del(a->items, id);
}

void gov_on_switch(struct analysis *a, const struct ev *ev)
{
	uint64_t *ex = intmap_get(a->executing, (uint64_t)(uint32_t)ev->sw.prev_pid);
	struct watch_list *w;
	uint64_t key;
	int i;

	if (!cpu_of(a, ev->cpu))
		return;

	/* pcc-write: the kthread or kworker sleeps in D for the mailbox inside its work */
	if (ex && ev->sw.prev_state[0] == 'D') {
		struct work_item *it = intmap_get(a->items, *ex);

		if (it)
			it->dsleep = 1;
	}
	/* governor-delay: the task that queued blocked before the write landed */
	if (ev->sw.prev_state[0] == 'R')
		return;
	key = (uint64_t)(uint32_t)ev->cpu << 32 | (uint32_t)ev->sw.prev_pid;
	w = intmap_get(a->watch, key);
	if (!w)
		return;
	for (i = 0; i < w->n; i++) {
		struct work_item *it = intmap_get(a->items, w->ids[i]);

		if (it && !first_write(it))
			it->late = 1;
	}
	intmap_del(a->watch, key);
}

static void sugov_waking(struct analysis *a, int pid, uint64_t ts)
{
	int inserted;
	uint64_t *w = intmap_put(a->sugov_waking, (uint64_t)(uint32_t)pid, &inserted);

	/* one open per kthread: later wakings before its write start nothing */
	if (w && inserted)
		*w = ts;
}

/* gov_write - a frequency write (amd_pstate_perf or cpu_frequency) by ev->pid
 * for @cpu_id; @fast_switch when the event says it was written in scheduler
 * context (amd_pstate_perf's fast_switch=1; cpu_frequency and pstate_sample
 * by a task that is no governor worker); @is_update when it is of the run's
 * update source */
static void gov_write(struct analysis *a, const struct ev *ev, int cpu_id, int fast_switch, int is_update)
{
	uint64_t *ex = intmap_get(a->executing, (uint64_t)(uint32_t)ev->pid);
	struct work_item *it = ex ? intmap_get(a->items, *ex) : NULL;
	uint64_t *wk;
	struct cpu_stats *c;
	enum gov_path path;
	int kind;

	if (it) {
		if (!first_write(it))
			it->write_cpu = cpu_id;
		if (ev->type == TBL_AMD_PSTATE_PERF && !it->first_amd)
			it->first_amd = ev->ts;
		if (ev->type == TBL_CPU_FREQUENCY && !it->first_freq)
			it->first_freq = ev->ts;
	}
	/* without queue events: from the sugov kthread's waking to its write */
	wk = intmap_get(a->sugov_waking, (uint64_t)(uint32_t)ev->pid);
	if (wk) {
		if (cpu_selected(a, cpu_id)) {
			dist_add(a->delay_waking, ev->ts - *wk);
			HOOK(a, delay, cpu_id, ev->ts, ev->ts - *wk, 1, PATH_KTHREAD);
		}
		intmap_del(a->sugov_waking, (uint64_t)(uint32_t)ev->pid);
	}
	if (!is_update || !cpu_selected(a, cpu_id))
		return;
	kind = comm_kind(a, ev->pid);
	if (it)
		path = it->kind;
	else if (kind & COMM_SUGOV)
		path = PATH_KTHREAD;
	else if (kind & COMM_KWORKER)
		path = PATH_WORKQUEUE;
	else if (fast_switch)
		path = PATH_FAST; /* in the context of whatever task ran */
	else
		path = PATH_UNKNOWN;
	a->path_writes[path]++;
	a->updates++;
	c = cpu_of(a, cpu_id);
	if (c) {
		if (c->last_update_ts && ev->type == TBL_CPU_FREQUENCY) {
			a->update_pairs++;
			a->update_repeats += ev->freq.state == c->last_update_level;
		}
		if (ev->type == TBL_CPU_FREQUENCY)
			c->last_update_level = ev->freq.state;
		if (c->last_update_ts) {
			uint64_t d = ev->ts - c->last_update_ts;

			dist_add(a->interval, d);
			if (a->limit_us && JUDGE(a, at_rate_limit, d, a->limit_us))
				a->at_limit++;
		}
		c->updates++;
		c->last_update_ts = ev->ts;
		wait_update_seen(a, c, ev->ts);
	}
	HOOK(a, update, cpu_id, ev->ts, path);
}

void gov_on_waking(struct analysis *a, const struct ev *ev)
{
	if (is_sugov_comm(ev->wake.comm))
		sugov_waking(a, ev->wake.pid, ev->ts);
}

void gov_on_wakeup(struct analysis *a, const struct ev *ev)
{
	/* no sched_waking in this trace: the wakeup starts the kthread's delay */
	if (a->use_wakeup && is_sugov_comm(ev->wake.comm))
		sugov_waking(a, ev->wake.pid, ev->ts);
}

void gov_on_amd(struct analysis *a, const struct ev *ev)
{
	if (!cpu_of(a, ev->amd.cpu_id))
		return;
	/* fast_switch NULL (the 5.17 form of the event): not known to be fast */
	gov_write(a, ev, ev->amd.cpu_id, ev->amd.fast_switch == 1, 1);
}

void gov_on_freq(struct analysis *a, const struct ev *ev)
{
	/* amd-pstate logs a cpu_frequency after each amd_pstate_perf: a write of
	 * its work item, not an update of its own */
	gov_write(a, ev, ev->freq.cpu_id, 1, a->req_source == REQ_FREQ);
}

void gov_on_pstate(struct analysis *a, const struct ev *ev)
{
	if (!cpu_of(a, ev->cpu))
		return;
	gov_write(a, ev, ev->cpu, 1, a->req_source == REQ_PSTATE);
}

static int item_left(uint64_t id, void *value, void *arg)
{
	struct analysis *a = arg;
	uint64_t *item_id = value;
	struct work_item *it = intmap_get(a->items, *item_id);

	/* still running at the end: its delay counts when it ends at the first
	 * write (no execute_end of its kind traced), the rest of it does not */
	if (it)
		item_done(a, it, 0, 0);
	(void)id;
	return 0;
}

void gov_finish(struct analysis *a)
{
	struct dist *d;

	intmap_each(a->executing, item_left, a);
	/* no queue events at all: the delays are the sugov kthread's, from its waking */
	if (!a->have_queue) {
		a->delay_from_waking = 1;
		d = a->delay;
		a->delay = a->delay_waking;
		a->delay_waking = d;
	}
}
