// SPDX-License-Identifier: GPL-2.0
/*
 * test_counters - counter_unwrap; the descriptions of what is and is not
 * sampled; powercap energy in a fake tree that a writer thread advances
 * (wrapping past max_energy_range_uj) while the sampler runs, summed back
 * exactly; a damaged spool reported at the byte where the bad record starts;
 * and, as root where the msr PMU has tsc, msr/tsc live against the TSC read
 * directly.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include "test.h"
#include "../fakesys/fakesys.h"
#include "counters.h"
#include "db.h"
#include "sysfs.h"
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define HAVE_RDTSC 1
#endif

#define RANGE_UJ 1000000ULL /* max_energy_range_uj 999999 */
#define NR_STEPS 40

static char *tmpdir;

static int64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void sleep_us(long us)
{
	struct timespec ts = { us / 1000000, (us % 1000000) * 1000 };

	nanosleep(&ts, NULL);
}

static sqlite3 *new_db(void)
{
	char path[PATH_MAX];
	sqlite3 *db;

	snprintf(path, sizeof(path), "%s/run.db", tmpdir);
	unlink(path);
	if (db_create(path, &db) < 0)
		return NULL;
	return db;
}

/* load - counters_load() into a new database, inside a transaction */
static sqlite3 *load(struct counters *c, long long *rows)
{
	sqlite3 *db = new_db();

	if (!db)
		return NULL;
	db_exec(db, "BEGIN");
	*rows = counters_load(c, db);
	db_exec(db, "COMMIT");
	return db;
}

static long long query_ll(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st = db_prepare(db, sql);
	long long v = LLONG_MIN;

	if (st && sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return v;
}

static char *query_str(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st = db_prepare(db, sql);
	char *v = NULL;

	if (st && sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
		v = strdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return v;
}

static void spool_path(char *buf, size_t len)
{
	snprintf(buf, len, "%s/counters.spool", tmpdir);
}

static void test_unwrap(void)
{
	T_EQ_INT(counter_unwrap(1000, 1500, RANGE_UJ), 500, "unwrap: no wrap");
	T_EQ_INT(counter_unwrap(999000, 2000, RANGE_UJ), 3000,
		 "unwrap: across max_energy_range_uj");
	T_EQ_INT(counter_unwrap(999999, 0, RANGE_UJ), 1, "unwrap: from the top of the range to 0");
	T_EQ_INT(counter_unwrap(5, 5, RANGE_UJ), 0, "unwrap: no change");
	T_EQ_INT(counter_unwrap(UINT64_MAX - 9, 10, 0), 20,
		 "unwrap: 64-bit counter wraps by itself");
	T_EQ_INT(counter_unwrap(100, 250, 0), 150, "unwrap: 64-bit, no wrap");
}

/* An empty tree: nothing, and the description says why. */
static void test_nothing(void)
{
	char root[PATH_MAX], spool[PATH_MAX];
	struct counters *c;
	long long rows;
	sqlite3 *db;

	snprintf(root, sizeof(root), "%s/empty", tmpdir);
	fs_dir(root, "bus/event_source/devices");
	spool_path(spool, sizeof(spool));
	c = counters_open(root, 2, AT_FDCWD, spool);
	if (!c) {
		T_OK(0, "counters_open on an empty tree");
		return;
	}
	T_EQ_STR(counters_describe(c),
		 "no RAPL: no power PMU and no powercap intel-rapl zones; "
		 "no msr PMU (no msr/aperf, msr/mperf, msr/tsc)",
		 "describe: empty tree");
	T_EQ_INT(counters_available(c), 0, "empty tree: no counters");
	T_EQ_INT(counters_start(c, 1000), 0, "empty tree: start is fine");
	T_EQ_INT(counters_stop(c), 0, "empty tree: stop is fine");
	db = load(c, &rows);
	T_EQ_INT(rows, 0, "empty tree: no samples");
	if (db) {
		T_EQ_INT(db_count(db, "counter"), 0, "empty tree: no counter rows");
		sqlite3_close(db);
	}
	counters_close(c);
	T_OK(access(spool, F_OK) < 0, "counters_close removes the spool");

	c = counters_open(root, 2, AT_FDCWD, "/nonexistent/counters.spool");
	T_OK(c && !strncmp(counters_describe(c), "no counters: spool /nonexistent/", 32),
	     "describe: a spool that cannot be created (%s)", c ? counters_describe(c) : "NULL");
	T_OK(c && counters_start(c, 1000) == 0 && counters_stop(c) == 0,
	     "no spool: start and stop do nothing");
	counters_close(c);
}

struct zone {
	const char *dir;
	uint64_t raw;   /* what energy_uj says */
	uint64_t added; /* what was added since the first write */
	int wraps;
};

struct writer {
	const char *root;
	struct counters *c;
	struct zone *zones;
	int nr_zones;
	int use_sample_now; /* else wait for the sampler thread's rounds */
	int timeouts;
};

static void zone_write(const char *root, const struct zone *z)
{
	char rel[128];

	snprintf(rel, sizeof(rel), "class/powercap/%s/energy_uj", z->dir);
	fs_write(root, rel, "%llu\n", (unsigned long long)z->raw);
}

/* wait_rounds - until the sampler has finished two more rounds: one began after the write */
static int wait_rounds(struct counters *c)
{
	unsigned long long n0 = counters_nr_samples(c);
	int64_t deadline = mono_ns() + 5000000000LL;

	while (counters_nr_samples(c) < n0 + 2) {
		if (mono_ns() > deadline)
			return -1;
		sleep_us(100);
	}
	return 0;
}

static void *writer_main(void *arg)
{
	struct writer *w = arg;
	uint64_t inc;
	int step, i;

	for (step = 0; step < NR_STEPS; step++) {
		for (i = 0; i < w->nr_zones; i++) {
			/* Up to half the range a step: every reading is unambiguous. */
			inc = (uint64_t)(step * 7919 + i * 104729) % (RANGE_UJ / 2) + 1;
			w->zones[i].added += inc;
			if (w->zones[i].raw + inc >= RANGE_UJ)
				w->zones[i].wraps++;
			w->zones[i].raw = (w->zones[i].raw + inc) % RANGE_UJ;
			zone_write(w->root, &w->zones[i]);
		}
		if (w->use_sample_now)
			counters_sample_now(w->c);
		else if (wait_rounds(w->c) < 0)
			w->timeouts++;
	}
	return NULL;
}

static void build_powercap(const char *root, struct zone *zones, int nr)
{
	int i;

	fs_write(root, "class/powercap/intel-rapl/enabled", "1\n");
	fs_write(root, "class/powercap/intel-rapl-mmio:0/name", "package-0\n");
	fs_write(root, "class/powercap/intel-rapl-mmio:0/energy_uj", "5\n");
	fs_write(root, "class/powercap/intel-rapl:0/name", "package-0\n");
	fs_write(root, "class/powercap/intel-rapl:0:0/name", "core\n");
	for (i = 0; i < nr; i++) {
		char rel[128];

		snprintf(rel, sizeof(rel), "class/powercap/%s/max_energy_range_uj", zones[i].dir);
		fs_write(root, rel, "%llu\n", RANGE_UJ - 1);
		zone_write(root, &zones[i]);
	}
	/* A zone without energy_uj: reported, not fatal. */
	fs_write(root, "class/powercap/intel-rapl:1/name", "package-1\n");
}

/* check_energy - counter_sample of @name sums to @want, starting at 0, never falling */
static void check_energy(sqlite3 *db, const char *name, uint64_t want, const char *what)
{
	char sql[512];

	snprintf(sql, sizeof(sql),
		 "SELECT value FROM counter_sample WHERE name = '%s' ORDER BY rowid DESC LIMIT 1",
		 name);
	T_EQ_INT(query_ll(db, sql), want, "%s: %s sums to what the writer added", what, name);
	snprintf(sql, sizeof(sql),
		 "SELECT value FROM counter_sample WHERE name = '%s' ORDER BY rowid LIMIT 1", name);
	T_EQ_INT(query_ll(db, sql), 0, "%s: %s starts at 0", what, name);
	snprintf(sql, sizeof(sql),
		 "SELECT count(*) FROM counter_sample a JOIN counter_sample b"
		 " ON b.rowid = (SELECT min(rowid) FROM counter_sample"
		 "  WHERE name = a.name AND rowid > a.rowid)"
		 " WHERE a.name = '%s' AND (b.value < a.value OR b.ts < a.ts)",
		 name);
	T_EQ_INT(query_ll(db, sql), 0, "%s: %s never falls, ts never goes back", what, name);
	snprintf(sql, sizeof(sql), "SELECT count(*) FROM counter_sample WHERE name = '%s'"
				   " AND cpu IS NOT -1", name);
	T_EQ_INT(query_ll(db, sql), 0, "%s: %s rows have cpu -1", what, name);
}

static void run_powercap(int use_sample_now)
{
	struct zone zones[2] = {
		{ "intel-rapl:0", 990000, 0, 0 },
		{ "intel-rapl:0:0", 500000, 0, 0 },
	};
	const char *what = use_sample_now ? "sample_now" : "sampler";
	char root[PATH_MAX], spool[PATH_MAX], *s;
	struct writer w = { 0 };
	struct counters *c;
	long long rows, rounds;
	pthread_t thr;
	int64_t t0;
	sqlite3 *db;

	snprintf(root, sizeof(root), "%s/powercap-%s", tmpdir, what);
	build_powercap(root, zones, 2);
	spool_path(spool, sizeof(spool));
	c = counters_open(root, 2, AT_FDCWD, spool);
	if (!c) {
		T_OK(0, "%s: counters_open", what);
		return;
	}
	T_EQ_STR(counters_describe(c),
		 "powercap/package-0, powercap/package-0/core (no power PMU); "
		 "powercap intel-rapl:1 energy_uj: No such file or directory; "
		 "no msr PMU (no msr/aperf, msr/mperf, msr/tsc)",
		 "describe: powercap zones, intel-rapl-mmio and intel-rapl itself left out");
	T_EQ_INT(counters_available(c), 2, "%s: two zones", what);

	w.root = root;
	w.c = c;
	w.zones = zones;
	w.nr_zones = 2;
	w.use_sample_now = use_sample_now;
	/* sample_now: a 10 s period, so only counters_sample_now() sees the steps. */
	T_EQ_INT(counters_start(c, use_sample_now ? 10000000 : 1000), 0, "%s: start", what);
	if (pthread_create(&thr, NULL, writer_main, &w)) {
		T_OK(0, "%s: writer thread", what);
		counters_close(c);
		return;
	}
	pthread_join(thr, NULL);
	t0 = mono_ns();
	T_EQ_INT(counters_stop(c), 0, "%s: stop", what);
	T_OK(mono_ns() - t0 < 1000000000, "%s: stop does not wait out the period", what);
	T_EQ_INT(w.timeouts, 0, "%s: the sampler kept sampling", what);
	T_OK(zones[0].wraps >= 1 && zones[1].wraps >= 1,
	     "%s: the writer wrapped each zone (%d, %d)", what, zones[0].wraps, zones[1].wraps);
	rounds = (long long)counters_nr_samples(c);
	if (use_sample_now)
		T_EQ_INT(rounds, NR_STEPS + 2, "sample_now: first, one per step, last");
	else
		T_OK(rounds >= 2 * NR_STEPS + 2, "sampler: %lld rounds", rounds);

	db = load(c, &rows);
	T_EQ_INT(rows, 2 * rounds, "%s: one row per zone per round", what);
	if (db) {
		check_energy(db, "powercap/package-0", zones[0].added, what);
		check_energy(db, "powercap/package-0/core", zones[1].added, what);
		s = query_str(db, "SELECT unit || ' ' || scale || ' ' || scope FROM counter"
				  " WHERE name = 'powercap/package-0'");
		T_EQ_STR(s, "Joules 1.0e-06 zone", "%s: counter row: unit, scale, scope", what);
		free(s);
		s = query_str(db, "SELECT source FROM counter"
				  " WHERE name = 'powercap/package-0/core'");
		T_OK(s && strstr(s, "/class/powercap/intel-rapl:0:0/energy_uj"),
		     "%s: counter row: source is the file (%s)", what, s ? s : "NULL");
		free(s);
		sqlite3_close(db);
	}
	counters_close(c);
	fs_rmtree(root);
}

/*
 * A record naming no counter instance, then a record cut short: counters_load
 * fails and names the byte where the bad record starts (the cut one must not
 * shift it).  The record size is the spool's size over its records.
 */
static void test_corrupt_spool(void)
{
	struct zone zones[2] = {
		{ "intel-rapl:0", 1000, 0, 0 },
		{ "intel-rapl:0:0", 2000, 0, 0 },
	};
	char root[PATH_MAX], spool[PATH_MAX], err[PATH_MAX], want[PATH_MAX + 64], junk[256];
	char *msg = NULL;
	struct counters *c;
	long long rows = 0, recsize = 0;
	struct stat st = { 0 };
	sqlite3 *db;
	int fd, saved;
	size_t len;

	snprintf(root, sizeof(root), "%s/powercap-corrupt", tmpdir);
	build_powercap(root, zones, 2);
	spool_path(spool, sizeof(spool));
	c = counters_open(root, 2, AT_FDCWD, spool);
	if (!c || counters_available(c) != 2 || counters_start(c, 10000000) < 0) {
		T_OK(0, "corrupt spool: counters_open and start on two zones");
		counters_close(c);
		return;
	}
	counters_sample_now(c);
	counters_stop(c);
	if (stat(spool, &st) == 0 && counters_nr_samples(c) > 0)
		recsize = (long long)st.st_size / (2 * (long long)counters_nr_samples(c));
	if (recsize <= 0 || recsize > (long long)sizeof(junk) / 2 || st.st_size % recsize != 0) {
		T_OK(0, "corrupt spool: %lld bytes in the spool for %llu rounds",
		     (long long)st.st_size, counters_nr_samples(c));
		counters_close(c);
		return;
	}
	/* all ones: an instance index far past the two there are */
	memset(junk, 0xff, sizeof(junk));
	len = (size_t)recsize + (size_t)recsize / 2;
	fd = open(spool, O_WRONLY | O_APPEND);
	T_OK(fd >= 0 && write(fd, junk, len) == (ssize_t)len,
	     "corrupt spool: a bad record and half of one appended");
	if (fd >= 0)
		close(fd);

	snprintf(err, sizeof(err), "%s/corrupt.err", tmpdir);
	fflush(stderr);
	saved = dup(STDERR_FILENO);
	fd = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (saved >= 0 && fd >= 0) {
		dup2(fd, STDERR_FILENO);
		db = load(c, &rows);
		fflush(stderr);
		dup2(saved, STDERR_FILENO);
		if (db)
			sqlite3_close(db);
	}
	if (fd >= 0)
		close(fd);
	if (saved >= 0)
		close(saved);
	T_EQ_INT(rows, -1, "corrupt spool: counters_load fails");
	fd = open(err, O_RDONLY);
	if (fd >= 0) {
		char buf[1024];
		ssize_t n = read(fd, buf, sizeof(buf) - 1);

		if (n >= 0) {
			buf[n] = '\0';
			buf[strcspn(buf, "\n")] = '\0';
			msg = strdup(buf);
		}
		close(fd);
	}
	snprintf(want, sizeof(want), "%s: corrupt record at byte %lld", spool,
		 (long long)st.st_size);
	T_OK(msg && strstr(msg, want), "corrupt spool: the message names byte %lld (%s)",
	     (long long)st.st_size, msg ? msg : "NULL");
	free(msg);
	counters_close(c);
	fs_rmtree(root);
}

/*
 * PMUs that the fake tree names but the kernel lacks: reported, not fatal,
 * and RAPL falls back to powercap.
 */
static void test_bad_pmus(void)
{
	struct zone zone = { "intel-rapl:0", 1, 0, 0 };
	char root[PATH_MAX], spool[PATH_MAX], want[512], msr_type[32];
	struct counters *c;
	const char *d, *s;

	snprintf(root, sizeof(root), "%s/badpmu", tmpdir);
	fs_write(root, "bus/event_source/devices/power/type", "99999\n");
	fs_write(root, "bus/event_source/devices/power/format/event", "config:0-7\n");
	fs_write(root, "bus/event_source/devices/power/events/energy-pkg", "event=0x02\n");
	fs_write(root, "bus/event_source/devices/power/events/energy-pkg.scale",
		 "2.3283064365386962890625e-10\n");
	fs_write(root, "bus/event_source/devices/power/events/energy-pkg.unit", "Joules\n");
	fs_write(root, "class/powercap/intel-rapl:0/name", "package-0\n");
	fs_write(root, "class/powercap/intel-rapl:0/max_energy_range_uj", "999999\n");
	zone_write(root, &zone);
	/* The real msr PMU's type, where it has one, with an event it may not offer. */
	if (sysfs_read_str(msr_type, sizeof(msr_type), "/sys/bus/event_source/devices/msr/type"))
		snprintf(msr_type, sizeof(msr_type), "99998");
	fs_write(root, "bus/event_source/devices/msr/type", "%s\n", msr_type);
	fs_write(root, "bus/event_source/devices/msr/format/event", "config:0-63\n");
	fs_write(root, "bus/event_source/devices/msr/events/tsc", "event=0x00\n");
	fs_write(root, "bus/event_source/devices/msr/events/aperf", "event=0x99\n");

	spool_path(spool, sizeof(spool));
	c = counters_open(root, 1, AT_FDCWD, spool);
	if (!c) {
		T_OK(0, "bad PMUs: counters_open");
		return;
	}
	d = counters_describe(c);
	printf("# %s\n", d);
	T_OK(!strncmp(d, "powercap/package-0 (power/energy-pkg: perf_event_open on CPU 0: ", 64),
	     "describe: power PMU the kernel lacks, then powercap");
	/* Not root: msr/aperf and msr/tsc fail alike and are named together. */
	s = strstr(d, "msr/aperf");
	T_OK(s && strstr(s, ": perf_event_open on CPU 0: "),
	     "describe: msr/aperf failing to open is reported");
	T_OK(strstr(d, "msr/mperf not offered by the msr PMU") != NULL,
	     "describe: msr/mperf not offered");
	if (geteuid() == 0 && strcmp(msr_type, "99998") != 0) {
		/* ENOENT: no PMU of that type; EINVAL: the msr PMU has no event 0x99. */
		snprintf(want, sizeof(want),
			 "powercap/package-0 (power/energy-pkg: perf_event_open on CPU 0: %s); "
			 "msr/tsc on 1 CPU; msr/aperf: perf_event_open on CPU 0: %s; "
			 "msr/mperf not offered by the msr PMU",
			 strerror(ENOENT), strerror(EINVAL));
		T_EQ_STR(d, want, "describe: msr/tsc opened on the real msr PMU, the rest said");
		T_EQ_INT(counters_available(c), 2, "bad PMUs: powercap and msr/tsc");
	} else {
		T_SKIP("bad PMUs: msr/tsc open: not root or no msr PMU");
	}
	counters_close(c);
	fs_rmtree(root);
}

/*
 * The msr counters of a CPU as one perf event group: a fake "msr" PMU
 * whose aperf and tsc are the software PMU's cpu-clock (which counts the
 * nanoseconds a CPU-wide event is enabled: an oracle of its own) and mperf
 * its dummy event (always 0), so that a value given to the wrong counter
 * shows.  One
 * read(2) per CPU a round, the three readings of one instant; with
 * PSTATE_COUNTER_GROUPS=0 three reads a CPU, each at its own time.
 */
#define GROUP_ROUNDS 5

static void run_groups(int grouped)
{
	const char *what = grouped ? "groups" : "no groups";
	char root[PATH_MAX], spool[PATH_MAX];
	struct counters_cost k;
	struct counters *c;
	long long rows, n;
	sqlite3 *db;
	int i;

	if (geteuid() != 0) {
		T_SKIP("%s: not root (perf_event_open of CPU-wide events)", what);
		return;
	}
	snprintf(root, sizeof(root), "%s/swmsr%d", tmpdir, grouped);
	fs_write(root, "bus/event_source/devices/msr/type", "%d\n", PERF_TYPE_SOFTWARE);
	fs_write(root, "bus/event_source/devices/msr/format/event", "config:0-63\n");
	fs_write(root, "bus/event_source/devices/msr/events/aperf", "event=0x%x\n",
		 PERF_COUNT_SW_CPU_CLOCK);
	fs_write(root, "bus/event_source/devices/msr/events/mperf", "event=0x%x\n",
		 PERF_COUNT_SW_DUMMY);
	fs_write(root, "bus/event_source/devices/msr/events/tsc", "event=0x%x\n",
		 PERF_COUNT_SW_CPU_CLOCK);
	fs_write(root, "devices/system/cpu/cpu0/online", "1\n");
	fs_write(root, "devices/system/cpu/cpu1/online", "0\n");
	if (!grouped)
		setenv("PSTATE_COUNTER_GROUPS", "0", 1);
	spool_path(spool, sizeof(spool));
	c = counters_open(root, 2, AT_FDCWD, spool);
	unsetenv("PSTATE_COUNTER_GROUPS");
	if (!c) {
		T_OK(0, "%s: counters_open", what);
		return;
	}
	printf("# %s\n", counters_describe(c));
	T_OK(strstr(counters_describe(c), "msr/aperf, msr/mperf, msr/tsc on 1 CPU") != NULL,
	     "%s: the three counters opened on the online CPU only", what);
	T_OK(strstr(counters_describe(c), grouped ? "; msr counters read as one group per CPU" :
						    "; msr counters read one at a time") != NULL,
	     "%s: the description says how they are read", what);
	for (i = 0; i < GROUP_ROUNDS; i++) {
		counters_sample_now(c);
		sleep_us(2000);
	}
	counters_cost(c, &k);
	T_OK(k.rounds == GROUP_ROUNDS && k.readings == 3 && k.reads == (grouped ? 1 : 3),
	     "%s: %llu rounds of %d readings in %d reads", what, k.rounds, k.readings, k.reads);
	T_OK(k.cpu_ns > 0 && k.max_round_ns > 0, "%s: the sampler's CPU time (%lld ns) and "
	     "longest round (%lld ns) measured", what, k.cpu_ns, k.max_round_ns);
	db = load(c, &rows);
	T_EQ_INT(rows, 3 * GROUP_ROUNDS, "%s: 3 samples a round", what);
	/* the rounds whose three readings share one timestamp */
	n = query_ll(db, "SELECT count(*) FROM (SELECT ts FROM counter_sample GROUP BY ts "
			 "HAVING count(*) = 3)");
	T_EQ_INT(n, grouped ? GROUP_ROUNDS : 0, "%s: the three readings of a round %s", what,
		 grouped ? "at one instant" : "each at its own");
	/* cpu-clock: each counter advances by the time between its readings
	 * (the group's values land on the right counters, unwrapped: a wrong
	 * counter or a wrap is off by far more); within a quarter of the step
	 * and 1 ms, as a loaded machine may stop the reader between a stamp
	 * and its read */
	n = query_ll(db, "SELECT count(*) FROM (SELECT name, value - lag(value) OVER w AS dv, "
			 "ts - lag(ts) OVER w AS dt FROM counter_sample "
			 "WINDOW w AS (PARTITION BY name ORDER BY ts)) "
			 "WHERE dt IS NOT NULL AND (name = 'msr/mperf' AND dv != 0 OR "
			 "name != 'msr/mperf' AND abs(dv - dt) > 0.25 * dt + 1000000)");
	T_EQ_INT(n, 0, "%s: each step of cpu-clock (aperf, tsc) its time step (within 25%% + 1 ms), "
		 "the dummy (mperf) 0", what);
	sqlite3_close(db);
	counters_close(c);
	fs_rmtree(root);
}

/* Live msr/tsc: samples increase at the rate the TSC runs at. */
#define LIVE_ROUNDS 6 /* 10 ms apart: 5 steps of 10 ms on each CPU */

/* wait_live_rounds - until the sampler thread has taken LIVE_ROUNDS rounds */
static int wait_live_rounds(struct counters *c)
{
	int64_t deadline = mono_ns() + 10000000000LL;

	while (counters_nr_samples(c) < LIVE_ROUNDS) {
		if (mono_ns() > deadline)
			return -1;
		sleep_us(1000);
	}
	return 0;
}

static int cmp_rate(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;

	return a < b ? -1 : a > b;
}

static void test_live_tsc(void)
{
	char spool[PATH_MAX], sql[512], want[64], *s;
	int nr_cpus = sysfs_nr_cpus("/sys"), cpu, bad = 0, n, nsteps = 0, near = 0, i;
	double tsc_rate = 0, median = 0, steps[256];
	long long rows, samples;
	struct counters *c;
	sqlite3_stmt *st;
	sqlite3 *db;

	if (geteuid() != 0) {
		T_SKIP("live msr/tsc: not root (perf_event_open of CPU-wide msr events)");
		return;
	}
	if (access("/sys/bus/event_source/devices/msr/events/tsc", R_OK) < 0) {
		T_SKIP("live msr/tsc: the msr PMU does not offer tsc here");
		return;
	}
	spool_path(spool, sizeof(spool));
	c = counters_open("/sys", nr_cpus, AT_FDCWD, spool);
	if (!c) {
		T_OK(0, "live: counters_open");
		return;
	}
	printf("# counters: %s\n", counters_describe(c));
	n = 0;
	for (cpu = 0; cpu < nr_cpus; cpu++)
		n += sysfs_cpu_online("/sys", cpu);
	snprintf(want, sizeof(want), "msr/tsc on %d CPU%s", n, n == 1 ? "" : "s");
	T_OK(strstr(counters_describe(c), want) != NULL, "live: describe says %s", want);

#ifdef HAVE_RDTSC
	{
		int64_t t0 = mono_ns(), t1;
		uint64_t c0 = __rdtsc(), c1;

		T_EQ_INT(counters_start(c, 10000), 0, "live: start");
		T_EQ_INT(wait_live_rounds(c), 0, "live: %d rounds taken", LIVE_ROUNDS);
		T_EQ_INT(counters_stop(c), 0, "live: stop");
		c1 = __rdtsc();
		t1 = mono_ns();
		tsc_rate = (double)(c1 - c0) / (double)(t1 - t0);
	}
#else
	T_EQ_INT(counters_start(c, 10000), 0, "live: start");
	T_EQ_INT(wait_live_rounds(c), 0, "live: %d rounds taken", LIVE_ROUNDS);
	T_EQ_INT(counters_stop(c), 0, "live: stop");
#endif
	db = load(c, &rows);
	T_OK(rows > 0, "live: %lld samples", rows);
	if (!db)
		goto out_close;
	s = query_str(db, "SELECT unit || ' ' || scale || ' ' || scope FROM counter"
			  " WHERE name = 'msr/tsc'");
	T_EQ_STR(s, "cycles 1.0 cpu", "live: counter row for msr/tsc");
	free(s);
	for (cpu = 0; cpu < nr_cpus; cpu++) {
		if (!sysfs_cpu_online("/sys", cpu))
			continue;
		snprintf(sql, sizeof(sql),
			 "SELECT count(*) FROM counter_sample WHERE name = 'msr/tsc' AND cpu = %d",
			 cpu);
		samples = query_ll(db, sql);
		T_OK(samples > LIVE_ROUNDS, "live: cpu %d: %lld msr/tsc samples, %d rounds at least and "
		     "the one at stop", cpu, samples, LIVE_ROUNDS);
		snprintf(sql, sizeof(sql),
			 "SELECT value FROM counter_sample WHERE name = 'msr/tsc' AND cpu = %d"
			 " ORDER BY rowid LIMIT 1", cpu);
		T_EQ_INT(query_ll(db, sql), 0, "live: cpu %d: first sample is 0", cpu);
		/* Rate over each step of at least 1 ms; every step must increase. */
		snprintf(sql, sizeof(sql),
			 "SELECT ts, value FROM counter_sample WHERE name = 'msr/tsc' AND cpu = %d"
			 " ORDER BY rowid", cpu);
		st = db_prepare(db, sql);
		if (st) {
			long long pts = -1, pval = 0, ts, val;

			while (sqlite3_step(st) == SQLITE_ROW) {
				ts = sqlite3_column_int64(st, 0);
				val = sqlite3_column_int64(st, 1);
				if (pts >= 0) {
					bad += ts <= pts || val <= pval;
					if (ts - pts >= 1000000 && nsteps < 256)
						steps[nsteps++] = (double)(val - pval) /
								  (double)(ts - pts);
				}
				pts = ts;
				pval = val;
			}
			sqlite3_finalize(st);
		}
	}
	T_EQ_INT(bad, 0, "live: ts and msr/tsc strictly increase on every CPU");
	/*
	 * Each reading is stamped midway through its read(), which on a VM
	 * takes an IPI of 30-200 us, and a read whose target vCPU is not
	 * running takes as long as the host keeps it off: a single step can be
	 * off by half (one in a few hundred on a busy machine).  The median
	 * step is not moved by such outliers; most steps lie near it.
	 */
	qsort(steps, (size_t)nsteps, sizeof(steps[0]), cmp_rate);
	if (nsteps)
		median = steps[(nsteps - 1) / 2];
	for (i = 0; i < nsteps; i++)
		near += steps[i] > median * 0.9 && steps[i] < median * 1.1;
	printf("# msr/tsc %.6f GHz the median of %d steps (%.6f .. %.6f), rdtsc %.6f GHz\n",
	       median, nsteps, nsteps ? steps[0] : 0, nsteps ? steps[nsteps - 1] : 0, tsc_rate);
	T_OK(median > 0.1 && median < 10, "live: msr/tsc runs at a plausible rate");
	T_OK(2 * near > nsteps, "live: most steps of msr/tsc (%d of %d) within 10%% of the median",
	     near, nsteps);
	if (tsc_rate > 0)
		T_NEAR(median / tsc_rate, 1.0, 0.02, "live: msr/tsc rate is the TSC's (rdtsc)");
	sqlite3_close(db);
out_close:
	counters_close(c);
}

int main(void)
{
	tmpdir = fs_mktemp();
	test_unwrap();
	test_nothing();
	run_powercap(0);
	run_powercap(1);
	test_corrupt_spool();
	test_bad_pmus();
	run_groups(1);
	run_groups(0);
	test_live_tsc();
	fs_rmtree(tmpdir);
	free(tmpdir);
	T_DONE();
}
