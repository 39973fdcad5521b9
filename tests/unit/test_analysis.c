// SPDX-License-Identifier: GPL-2.0
/*
 * test_analysis - the analysis pass on small run databases built here, event
 * by event, for what the synthetic traces do not show: damaged or partial
 * traces (work items that never end, wakeups on CPUs that never get an
 * update) and the state the pass keeps for them, which must not grow with
 * the events.
 */
#include <stdarg.h>
#include <unistd.h>
#include "pass/analysis.h"
#include "findings/findings.h"
#include "db.h"
#include "pass/intmap.h"
#include "pass/run.h"
#include "test.h"

/* A run database under construction: events get their seq in call order. */
struct tdb {
	sqlite3 *db;
	char path[64];
	long long seq;
	long long last[NR_TABLES]; /* the seq of each table's last row: rows store the gap */
};

/* gap - the next event's seq, as a row of table @tbl stores it */
static long long gap(struct tdb *t, int tbl)
{
	long long g = ++t->seq - t->last[tbl];

	t->last[tbl] = t->seq;
	return g;
}

static void sql(struct tdb *t, const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start(ap, fmt);
	s = sqlite3_vmprintf(fmt, ap);
	va_end(ap);
	if (!s || sqlite3_exec(t->db, s, NULL, NULL, NULL) != SQLITE_OK) {
		printf("# sql failed: %s: %s\n", sqlite3_errmsg(t->db), s ? s : "(oom)");
		exit(1);
	}
	sqlite3_free(s);
}

/* tdb_new - an empty run of @nr_cpus CPUs (amd-pstate's perf levels, as
 * the synthetic machine's) */
static void tdb_new(struct tdb *t, int nr_cpus)
{
	static int n;
	int c;

	memset(t, 0, sizeof(*t));
	snprintf(t->path, sizeof(t->path), "/tmp/test_analysis.%d.%d.db", (int)getpid(), n++);
	unlink(t->path);
	if (db_create(t->path, &t->db) < 0)
		exit(1);
	sql(t, "BEGIN");
	sql(t, "INSERT INTO meta VALUES ('source', 'text'), ('nr_cpus', '%d')", nr_cpus);
	for (c = 0; c < nr_cpus; c++)
		sql(t, "INSERT INTO cpu (cpu, highest_perf, nominal_perf, lowest_nonlinear_perf, "
		       "lowest_perf, nominal_freq_mhz, max_khz) VALUES (%d, 166, 110, 55, 20, "
		       "2750, 4150000)", c);
}

static void task(struct tdb *t, int pid, const char *comm)
{
	sql(t, "INSERT INTO task (pid, comm) SELECT %d, %Q WHERE NOT EXISTS "
	       "(SELECT 1 FROM task WHERE pid = %d AND comm = %Q)", pid, comm, pid, comm);
}

/* the id of (pid, comm) in the task table, as an SQL expression: task() first */
#define TASK_ID "(SELECT id FROM task WHERE pid = %d AND comm = %Q)"

static void ev_switch(struct tdb *t, uint64_t ts, int cpu, const char *prev_comm, int prev_pid,
		      const char *prev_state, const char *next_comm, int next_pid)
{
	task(t, prev_pid, prev_comm);
	task(t, next_pid, next_comm);
	sql(t, "INSERT OR IGNORE INTO sched_state (state) VALUES (%Q)", prev_state);
	sql(t, "INSERT INTO ev_sched_switch VALUES (%lld, %d, " TASK_ID ", 120, "
	       "(SELECT id FROM sched_state WHERE state = %Q), " TASK_ID ", 120, %lld)",
	    (long long)ts, cpu, prev_pid, prev_comm, prev_state, next_pid, next_comm,
	    gap(t, TBL_SCHED_SWITCH));
}

static void ev_waking(struct tdb *t, uint64_t ts, int cpu, const char *comm, int pid,
		      int target_cpu)
{
	task(t, pid, comm);
	sql(t, "INSERT INTO ev_sched_waking VALUES (%lld, %d, " TASK_ID ", 120, %d, 1, %lld)",
	    (long long)ts, cpu, pid, comm, target_cpu, gap(t, TBL_SCHED_WAKING));
}

/* ev_amd - an amd_pstate_perf of @pid for @cpu_id; @fast_switch < 0: NULL */
static void ev_amd(struct tdb *t, uint64_t ts, int pid, int cpu_id, int target_perf,
		   long long mperf, long long aperf, long long tsc, int fast_switch)
{
	char fs[8];

	snprintf(fs, sizeof(fs), fast_switch < 0 ? "NULL" : "%d", fast_switch);
	sql(t, "INSERT INTO ev_amd_pstate_perf (ts, cpu, pid, min_perf, target_perf, capacity, "
	       "freq, mperf, aperf, tsc, cpu_id, changed, fast_switch, seq_gap) VALUES (%lld, %d, "
	       "%d, 55, %d, 166, 0, %lld, %lld, %lld, %d, 1, %s, %lld)",
	    (long long)ts, cpu_id, pid, target_perf, mperf, aperf, tsc, cpu_id, fs,
	    gap(t, TBL_AMD_PSTATE_PERF));
}

/* ev_work - a sched_kthread_work_* event (@what: queue_work, execute_start,
 * execute_end) of sugov_work */
static void ev_work(struct tdb *t, const char *what, uint64_t ts, int cpu, int pid, long long work)
{
	if (!strcmp(what, "queue_work"))
		sql(t, "INSERT INTO ev_sched_kthread_work_queue_work VALUES (%lld, %d, %d, %lld, "
		       "'sugov_work', 0, %lld)", (long long)ts, cpu, pid, work,
		    gap(t, TBL_KT_QUEUE_WORK));
	else
		sql(t, "INSERT INTO ev_sched_kthread_work_%s VALUES (%lld, %d, %d, %lld, "
		       "'sugov_work', %lld)", what, (long long)ts, cpu, pid, work,
		    gap(t, !strcmp(what, "execute_start") ? TBL_KT_EXECUTE_START :
							    TBL_KT_EXECUTE_END));
}

/* tdb_analyse - finish the database and analyse it with @o (NULL: defaults;
 * the findings' criteria when @o gives none), then judge the findings */
static int tdb_analyse(struct tdb *t, struct run *r, struct analysis *a,
		       const struct analysis_opts *o)
{
	static const struct analysis_opts dflt = { .from_s = -1, .to_s = -1 };
	/* the analysis keeps a pointer to its options: one copy per analysis
	 * that a test may hold at once */
	static struct analysis_opts copies[16];
	static unsigned int next;
	struct analysis_opts *c = &copies[next++ % 16];

	sql(t, "COMMIT");
	if (db_build_indexes(t->db) < 0)
		exit(1);
	sqlite3_close(t->db);
	t->db = NULL;
	memset(a, 0, sizeof(*a));
	if (run_open(r, t->path) < 0)
		return -1;
	*c = o ? *o : dflt;
	if (!c->judges)
		c->judges = &findings_judges;
	return findings_analyse(a, r, c);
}

static void tdb_done(struct tdb *t, struct run *r, struct analysis *a)
{
	analysis_free(a);
	run_close(r);
	unlink(t->path);
}

/*
 * Work items whose execute_end is missing: sugov:0 starts one item after the
 * other and never ends one.  Each replaces the last; only the last is left,
 * its delay counted (it runs at the end), those replaced are dropped.
 */
static void test_items_never_ended(void)
{
	struct analysis a;
	struct tdb t;
	struct run r;
	uint64_t ts = 1000000000;
	int i, n = 2000;

	tdb_new(&t, 2);
	task(&t, 400, "sugov:0");
	for (i = 0; i < n; i++, ts += 100000) {
		ev_work(&t, "queue_work", ts, 0, 1201, 0x1000);
		ev_work(&t, "execute_start", ts + 5000, 0, 400, 0x1000);
		ev_amd(&t, ts + 6000, 400, 0, 100, -1, -1, -1, 0);
	}
	if (tdb_analyse(&t, &r, &a, NULL) < 0) {
		T_OK(0, "items never ended: analysis_run");
		return;
	}
	T_OK(intmap_len(a.items) <= 1,
	     "%d items started, none ended: the items kept do not grow with them (%zu kept)", n,
	     intmap_len(a.items));
	T_EQ_INT(dist_count(a.delay), 1,
		 "items never ended: only the one running at the end has a delay");
	T_EQ_INT(a.gw_items, 0, "items never ended: none counted as executed");
	tdb_done(&t, &r, &a);
}

/*
 * The governor delay ends at the end of the write, the item's execute_end,
 * when the trace has them: sugov:0 writes 1 ms after the queueing and ends
 * 3 ms after it (the mailbox), 10 times; an 11th item, queued and written,
 * is still running at the end (its write's end not seen: not counted).
 */
static void test_delay_to_end(void)
{
	struct analysis a;
	struct tdb t;
	struct run r;
	uint64_t ts = 1000000000, lo = 0, hi = 0;
	int i;

	tdb_new(&t, 2);
	task(&t, 400, "sugov:0");
	for (i = 0; i < 11; i++, ts += 100000000) {
		ev_work(&t, "queue_work", ts, 0, 1201, 0x1000);
		ev_work(&t, "execute_start", ts + 500000, 0, 400, 0x1000);
		ev_amd(&t, ts + 1000000, 400, 0, 100, -1, -1, -1, 0);
		if (i < 10)
			ev_work(&t, "execute_end", ts + 3000000, 0, 400, 0x1000);
	}
	if (tdb_analyse(&t, &r, &a, NULL) < 0) {
		T_OK(0, "delay to the end: analysis_run");
		return;
	}
	T_EQ_INT(dist_count(a.delay), 10, "delay to the end: the 10 items that ended");
	T_OK(dist_percentile(a.delay, 1, &lo) == 0 && dist_percentile(a.delay, 100, &hi) == 0 &&
		     lo == 3000000 && hi == 3000000,
	     "delay to the end: queue -> execute_end, 3 ms (min %llu ns, max %llu ns)",
	     (unsigned long long)lo, (unsigned long long)hi);
	tdb_done(&t, &r, &a);
}

/*
 * The rate limit of an ondemand run: sampling_rate of meta governor_tunables,
 * the global one, else the lowest policy's among the CPUs analysed; none
 * (said) when it has none that is a positive number; schedutil's
 * rate_limit_us (the cpu table) on other governors.
 */
static void test_sampling_rate(void)
{
	static const uint8_t cpu2[] = { 0, 0, 1, 1 };
	static const struct {
		const char *gov, *tunables; /* NULL: no meta row */
		int cpu2;                   /* --cpu 2,3 */
		long long rate_limit_us;    /* cpu table, 0: NULL */
		uint64_t want;
		const char *name;
	} c[] = {
		{ "ondemand", "ondemand/sampling_rate=4000, ondemand/up_threshold=80", 0, 0, 4000,
		  "sampling_rate" },
		{ "ondemand", "ondemand/up_threshold=80, policy2/ondemand/sampling_rate=300, "
			      "policy0/ondemand/sampling_rate=200", 0, 0, 200, "sampling_rate" },
		{ "ondemand", "policy0/ondemand/sampling_rate=200, policy2/ondemand/sampling_rate=300",
		  1, 0, 300, "sampling_rate" },
		{ "ondemand", "policy0/ondemand/sampling_rate=200, ondemand/sampling_rate=4000", 0, 0,
		  4000, "sampling_rate" },
		{ "conservative", "conservative/sampling_rate=8000, ondemand/sampling_rate=4000", 0, 0,
		  8000, "sampling_rate" },
		{ "ondemand", "conservative/sampling_rate=8000, schedutil/rate_limit_us=1000", 0, 1000,
		  0, NULL },
		{ "ondemand", "ondemand/sampling_rate=-5, ondemand/sampling_rate=4x, "
			      "ondemand/sampling_rate=0, policyx/ondemand/sampling_rate=9", 0, 0, 0, NULL },
		{ "ondemand", "none", 0, 0, 0, NULL },
		{ "ondemand", NULL, 0, 0, 0, NULL },
		{ "schedutil", "ondemand/sampling_rate=4000", 0, 1000, 1000, "rate_limit_us" },
		{ NULL, NULL, 0, 1000, 1000, "rate_limit_us" },
	};
	size_t i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct analysis_opts o = { .from_s = -1, .to_s = -1 };
		struct analysis a;
		struct tdb t;
		struct run r;
		int said = 0, k;

		tdb_new(&t, 4);
		if (c[i].gov)
			sql(&t, "INSERT INTO meta VALUES ('governor', %Q)", c[i].gov);
		if (c[i].tunables)
			sql(&t, "INSERT INTO meta VALUES ('governor_tunables', %Q)", c[i].tunables);
		if (c[i].rate_limit_us)
			sql(&t, "UPDATE cpu SET rate_limit_us = %lld", c[i].rate_limit_us);
		if (c[i].cpu2) {
			o.cpu_set = cpu2;
			o.cpu_set_len = 4;
		}
		if (tdb_analyse(&t, &r, &a, &o) < 0) {
			T_OK(0, "sampling_rate %zu: analysis_run", i);
			continue;
		}
		for (k = 0; k < a.nnotes; k++)
			said |= strstr(a.notes[k], "sampling_rate not available") != NULL;
		T_OK(a.limit_us == c[i].want &&
			     (c[i].name ? a.limit_name && !strcmp(a.limit_name, c[i].name)
					: !a.limit_name) &&
			     said == (c[i].gov && strcmp(c[i].gov, "schedutil") != 0 && !c[i].want),
		     "rate limit of %s, %s%s: %llu us (%s)%s", c[i].gov ? c[i].gov : "no governor",
		     c[i].tunables ? c[i].tunables : "no tunables", c[i].cpu2 ? ", --cpu 2,3" : "",
		     (unsigned long long)a.limit_us, a.limit_name ? a.limit_name : "none",
		     said ? ", not available said" : "");
		tdb_done(&t, &r, &a);
	}
}

/*
 * Wakeups of a workload task (pid 1201) on CPU 0, each switch-in waiting for
 * CPU 0's next update (remote-wakeup's update delay): without updates on
 * CPU 0 (none in the run, or only CPU 1's) none is held, they all are left
 * out; with updates on CPU 0 that stop, those after the last are not held.
 */
static void wakeups(struct tdb *t, uint64_t ts, int n)
{
	int i;

	for (i = 0; i < n; i++, ts += 100000) {
		ev_waking(t, ts, 1, "tbench", 1201, 0);
		ev_switch(t, ts + 10000, 0, "swapper/0", 0, "R", "tbench", 1201);
		ev_switch(t, ts + 50000, 0, "tbench", 1201, "S", "swapper/0", 0);
	}
}

static void test_wakeups_no_update(void)
{
	static const struct analysis_opts o = { .comm_re = "^tbench$", .from_s = -1, .to_s = -1 };
	struct analysis a;
	struct tdb t;
	struct run r;
	int k, n = 3000;

	for (k = 0; k < 2; k++) {
		tdb_new(&t, 2);
		if (k)
			ev_amd(&t, 900000000, 1201, 1, 100, -1, -1, -1, 1);
		wakeups(&t, 1000000000, n);
		if (k)
			ev_amd(&t, 1000000000 + (uint64_t)n * 100000, 1201, 1, 100, -1, -1, -1, 1);
		if (tdb_analyse(&t, &r, &a, &o) < 0) {
			T_OK(0, "wakeups without updates: analysis_run");
			return;
		}
		T_EQ_INT(dist_count(a.lat), n, "%s: %d wakeups measured",
			 k ? "updates on CPU 1 only" : "no updates", n);
		T_OK(a.cpus[0].capupd_pending == 0 && !dist_count(a.local_update) &&
			     !dist_count(a.remote_update),
		     "%s: none held waiting for an update of CPU 0 (room for %d), none counted",
		     k ? "updates on CPU 1 only" : "no updates", a.cpus[0].capupd_pending);
		tdb_done(&t, &r, &a);
	}

	/* CPU 0 updated after the first 100 wakeups, then no more */
	tdb_new(&t, 2);
	wakeups(&t, 1000000000, 100);
	ev_amd(&t, 1000000000 + 100 * 100000, 1201, 0, 100, -1, -1, -1, 1);
	wakeups(&t, 1000000000 + 101 * 100000, n);
	if (tdb_analyse(&t, &r, &a, &o) < 0) {
		T_OK(0, "updates that stop: analysis_run");
		return;
	}
	T_EQ_INT(dist_count(a.local_update), 100,
		 "updates that stop: the 100 wakeups before CPU 0's last update have a delay");
	T_OK(a.cpus[0].capupd_pending <= 128,
	     "updates that stop: the %d after it are not held (room for %d)", n,
	     a.cpus[0].capupd_pending);
	tdb_done(&t, &r, &a);
}

/*
 * cpu_frequency of a kernel that logs a change only (cpufreq skips a target
 * equal to the current frequency): the wait for a CPU's next update is the
 * wait for its next change, said, and remote-wakeup cannot be judged.  An
 * update at the frequency before it shows updates that keep it.
 */
static void test_change_only(void)
{
	static const struct analysis_opts o = { .comm_re = "^tbench$", .from_s = -1, .to_s = -1 };
	struct analysis a;
	struct tdb t;
	struct run r;
	int k, i, j, noted;

	for (k = 0; k < 3; k++) {
		/* k 0: 30 changes on each of 2 CPUs; k 1: CPU 1 repeats one;
		 * k 2: 19 events, 17 pairs: too few to tell */
		int n = k == 2 ? 10 : 31;

		tdb_new(&t, 2);
		for (i = 0; i < n; i++)
			for (j = 0; j < 2 && !(k == 2 && j && i == n - 1); j++)
				sql(&t, "INSERT INTO ev_cpu_frequency VALUES (%lld, %d, %d, %d, 50, %lld)",
				    1000000000LL + i * 1000000LL + j, j,
				    k == 1 && j == 1 && i == 20 ? 1400000 + (i - 1) % 2 * 700000 :
								  1400000 + i % 2 * 700000,
				    j, gap(&t, TBL_CPU_FREQUENCY));
		wakeups(&t, 1000000000, 100);
		if (tdb_analyse(&t, &r, &a, &o) < 0) {
			T_OK(0, "change-only cpu_frequency: analysis_run");
			return;
		}
		for (i = 0, noted = 0; i < a.nnotes; i++)
			noted |= !strncmp(a.notes[i], "update waits: ", 14);
		T_EQ_INT(a.update_change_only, k == 0,
			 "cpu_frequency %s: change-only %s (%llu pairs, %llu repeats)",
			 k == 0 ? "of changes only" : k == 1 ? "with a frequency repeated" : "of 19 events",
			 k == 0 ? "said" : "not said", (unsigned long long)a.update_pairs,
			 (unsigned long long)a.update_repeats);
		T_EQ_INT(noted, k == 0, "cpu_frequency %s: the note %s",
			 k == 0 ? "of changes only" : k == 1 ? "with a frequency repeated" : "of 19 events",
			 k == 0 ? "says the waits are for a change" : "is not there");
		tdb_done(&t, &r, &a);
	}
}

int main(void)
{
	test_items_never_ended();
	test_delay_to_end();
	test_sampling_rate();
	test_wakeups_no_update();
	test_change_only();
	T_DONE();
}
