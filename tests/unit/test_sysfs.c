// SPDX-License-Identifier: GPL-2.0
/*
 * test_sysfs - the cpu table, the cpuidle states and meta rows from fake
 * sysfs trees (an amd-pstate passive machine with schedutil, 4 CPUs in 2
 * policies, acpi_idle states; a machine without cpufreq or cpuidle), and
 * from this machine's /sys against its files.
 */
#include <dirent.h>
#include <limits.h>
#include <sys/utsname.h>
#include "test.h"
#include "../fakesys/fakesys.h"
#include "db.h"
#include "sysfs.h"

#define NUL LLONG_MIN /* an expected NULL */
#define CPU "devices/system/cpu"

struct want {
	long long package, core, node, policy;
	const char *driver, *governor;
	long long min_khz, max_khz, base_khz;
	long long highest_perf, nominal_perf, lowest_nonlinear_perf, lowest_perf;
	long long nominal_freq_mhz, boost, rate_limit_us, transition_latency_ns;
	long long scaling_min_khz, scaling_max_khz;
	const char *epp;
	long long online;
};

static const char *const int_cols[] = {
	"package", "core", "node", "policy", "min_khz", "max_khz", "base_khz", "highest_perf",
	"nominal_perf", "lowest_nonlinear_perf", "lowest_perf", "nominal_freq_mhz", "boost",
	"rate_limit_us", "transition_latency_ns", "scaling_min_khz", "scaling_max_khz", "online",
};

static long long want_int(const struct want *w, int i)
{
	const long long v[] = {
		w->package, w->core, w->node, w->policy, w->min_khz, w->max_khz, w->base_khz,
		w->highest_perf, w->nominal_perf, w->lowest_nonlinear_perf, w->lowest_perf,
		w->nominal_freq_mhz, w->boost, w->rate_limit_us, w->transition_latency_ns,
		w->scaling_min_khz, w->scaling_max_khz, w->online,
	};
	return v[i];
}

/* col_int - cpu @cpu's column @col, NUL when NULL or no row */
static long long col_int(sqlite3 *db, int cpu, const char *col)
{
	char sql[128];
	sqlite3_stmt *st;
	long long v = NUL;

	snprintf(sql, sizeof(sql), "SELECT %s FROM cpu WHERE cpu = %d", col, cpu);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return NUL + 1; /* neither a value we write nor NULL */
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return v;
}

/* col_str - cpu @cpu's text column @col into @buf; NULL when NULL */
static const char *col_str(sqlite3 *db, int cpu, const char *col, char *buf, size_t len)
{
	char sql[128];
	sqlite3_stmt *st;
	const char *ret = NULL;

	snprintf(sql, sizeof(sql), "SELECT %s FROM cpu WHERE cpu = %d", col, cpu);
	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return "(bad query)";
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL) {
		snprintf(buf, len, "%s", (const char *)sqlite3_column_text(st, 0));
		ret = buf;
	}
	sqlite3_finalize(st);
	return ret;
}

static void check_rows(sqlite3 *db, const struct want *w, int nr, const char *tree)
{
	char buf[256];
	size_t i;
	int cpu;

	T_EQ_INT(db_count(db, "cpu"), nr, "%s: one cpu row per cpuN", tree);
	for (cpu = 0; cpu < nr; cpu++) {
		for (i = 0; i < sizeof(int_cols) / sizeof(int_cols[0]); i++)
			T_EQ_INT(col_int(db, cpu, int_cols[i]), want_int(&w[cpu], i),
				 "%s: cpu %d %s", tree, cpu, int_cols[i]);
		T_EQ_STR(col_str(db, cpu, "driver", buf, sizeof(buf)), w[cpu].driver,
			 "%s: cpu %d driver", tree, cpu);
		T_EQ_STR(col_str(db, cpu, "governor", buf, sizeof(buf)), w[cpu].governor,
			 "%s: cpu %d governor", tree, cpu);
		T_EQ_STR(col_str(db, cpu, "energy_performance_preference", buf, sizeof(buf)),
			 w[cpu].epp, "%s: cpu %d energy_performance_preference", tree, cpu);
	}
}

static void check_meta(sqlite3 *db, const char *key, const char *want, const char *tree)
{
	char *v = db_get_meta(db, key);

	T_EQ_STR(v, want, "%s: meta %s", tree, key);
	free(v);
}

static sqlite3 *snapshot(const char *dir, const char *root)
{
	char path[PATH_MAX];
	sqlite3 *db;

	snprintf(path, sizeof(path), "%s/run.db", dir);
	unlink(path);
	if (db_create(path, &db) < 0)
		return NULL;
	db_exec(db, "BEGIN");
	T_EQ_INT(sysfs_snapshot(db, root), 0, "sysfs_snapshot %s", root);
	db_exec(db, "COMMIT");
	return db;
}

/*
 * The idle states: CPUs 0 and 1 POLL, C1, C2 (acpi_idle); CPU 2 POLL and C1
 * (disabled), its state3 past a gap not read; CPU 3 (offline) none.
 */
static const struct idle_want {
	int cpu, state;
	const char *name, *desc;
	long long latency, residency, usage, time, disable;
} idle_want[] = {
	{ 0, 0, "POLL", "CPUIDLE CORE POLL IDLE", 0, 0, 110, 2200, 0 },
	{ 0, 1, "C1", "ACPI FFH MWAIT 0x0", 1, 2, 5001, 900000, 0 },
	{ 0, 2, "C2", "ACPI IOPORT 0x814", 350, 700, 70002, 123456789, 0 },
	{ 1, 0, "POLL", "CPUIDLE CORE POLL IDLE", 0, 0, 111, 2201, 0 },
	{ 1, 1, "C1", "ACPI FFH MWAIT 0x0", 1, 2, 5011, 900001, 0 },
	{ 1, 2, "C2", "ACPI IOPORT 0x814", 350, 700, 70012, 123456790, 0 },
	{ 2, 0, "POLL", "CPUIDLE CORE POLL IDLE", 0, 0, 112, 2202, 0 },
	{ 2, 1, "C1", NULL, 1, 2, 5021, 900002, 1 },
};
#define NR_IDLE_WANT (int)(sizeof(idle_want) / sizeof(idle_want[0]))

static void build_idle_states(const char *root)
{
	static const char *const files[] = { "latency", "residency", "usage", "time", "disable" };
	char rel[256];
	int i, f;

	for (i = 0; i < NR_IDLE_WANT; i++) {
		const struct idle_want *w = &idle_want[i];
		const long long v[] = { w->latency, w->residency, w->usage, w->time, w->disable };

		snprintf(rel, sizeof(rel), CPU "/cpu%d/cpuidle/state%d/name", w->cpu, w->state);
		fs_write(root, rel, "%s\n", w->name);
		if (w->desc) {
			snprintf(rel, sizeof(rel), CPU "/cpu%d/cpuidle/state%d/desc", w->cpu, w->state);
			fs_write(root, rel, "%s\n", w->desc);
		}
		for (f = 0; f < 5; f++) {
			snprintf(rel, sizeof(rel), CPU "/cpu%d/cpuidle/state%d/%s", w->cpu, w->state,
				 files[f]);
			fs_write(root, rel, "%lld\n", v[f]);
		}
	}
	fs_write(root, CPU "/cpu2/cpuidle/state3/name", "C3\n");
	fs_write(root, CPU "/cpuidle/current_driver", "acpi_idle\n");
	fs_write(root, CPU "/cpuidle/current_governor_ro", "menu\n");
}

/* check_idle - the cpuidle_state rows are idle_want's, in order */
static void check_idle(sqlite3 *db)
{
	sqlite3_stmt *st = db_prepare(db, "SELECT cpu, state, name, description, latency_us, "
					  "residency_us, usage, time_us, disable FROM cpuidle_state "
					  "ORDER BY rowid");
	int n = 0, bad = 0;

	while (st && sqlite3_step(st) == SQLITE_ROW) {
		const struct idle_want *w = n < NR_IDLE_WANT ? &idle_want[n] : NULL;
		const char *name = (const char *)sqlite3_column_text(st, 2);
		const char *desc = (const char *)sqlite3_column_text(st, 3);
		int same_desc = w && (w->desc ? desc && strcmp(desc, w->desc) == 0 :
						 sqlite3_column_type(st, 3) == SQLITE_NULL);

		if (!w || sqlite3_column_int(st, 0) != w->cpu || sqlite3_column_int(st, 1) != w->state ||
		    !name || strcmp(name, w->name) != 0 || !same_desc ||
		    sqlite3_column_int64(st, 4) != w->latency ||
		    sqlite3_column_int64(st, 5) != w->residency ||
		    sqlite3_column_int64(st, 6) != w->usage || sqlite3_column_int64(st, 7) != w->time ||
		    sqlite3_column_int64(st, 8) != w->disable) {
			fprintf(stderr, "# cpuidle_state row %d: cpu %d state %d %s\n", n,
				sqlite3_column_int(st, 0), sqlite3_column_int(st, 1), name ? name : "NULL");
			bad++;
		}
		n++;
	}
	sqlite3_finalize(st);
	T_EQ_INT(n, NR_IDLE_WANT, "cpuidle_state: a row per cpuN/cpuidle/stateK up to a gap");
	T_EQ_INT(bad, 0, "cpuidle_state: name, desc, latency, residency, usage, time, disable "
			 "as the files say (NULL without desc)");
}

/* An amd-pstate passive machine: policy0 = CPUs 0-1, policy2 = CPUs 2-3 (offline 3). */
static void build_amd_tree(const char *root)
{
	static const long long highest[] = { 166, 176, 196, 166 };
	char rel[256];
	int cpu, p;

	for (cpu = 0; cpu < 4; cpu++) {
		snprintf(rel, sizeof(rel), CPU "/cpu%d/topology/physical_package_id", cpu);
		fs_write(root, rel, "%d\n", cpu / 2);
		snprintf(rel, sizeof(rel), CPU "/cpu%d/topology/core_id", cpu);
		fs_write(root, rel, "%d\n", 10 + cpu);
		fs_dir(root, "devices/system/node/node0");
		fs_dir(root, "devices/system/node/node1");
		snprintf(rel, sizeof(rel), CPU "/cpu%d/node%d", cpu, cpu / 2);
		fs_symlink(root, rel, cpu / 2 ? "../../node/node1" : "../../node/node0");
		snprintf(rel, sizeof(rel), CPU "/cpu%d/acpi_cppc/highest_perf", cpu);
		fs_write(root, rel, "%lld\n", highest[cpu]);
		snprintf(rel, sizeof(rel), CPU "/cpu%d/acpi_cppc/nominal_perf", cpu);
		fs_write(root, rel, "90\n");
		snprintf(rel, sizeof(rel), CPU "/cpu%d/acpi_cppc/lowest_nonlinear_perf", cpu);
		fs_write(root, rel, "31\n");
		snprintf(rel, sizeof(rel), CPU "/cpu%d/acpi_cppc/lowest_perf", cpu);
		fs_write(root, rel, "15\n");
		snprintf(rel, sizeof(rel), CPU "/cpu%d/acpi_cppc/nominal_freq", cpu);
		fs_write(root, rel, "2000\n");
		if (cpu) {
			snprintf(rel, sizeof(rel), CPU "/cpu%d/online", cpu);
			fs_write(root, rel, "%d\n", cpu != 3);
		}
		snprintf(rel, sizeof(rel), CPU "/cpu%d/cpufreq", cpu);
		fs_symlink(root, rel, cpu < 2 ? "../cpufreq/policy0" : "../cpufreq/policy2");
	}
	fs_write(root, CPU "/online", "0-2\n");
	fs_dir(root, CPU "/cpuidle");
	build_idle_states(root);
	fs_write(root, CPU "/amd_pstate/status", "passive\n");
	fs_write(root, CPU "/cpufreq/boost", "1\n");
	for (p = 0; p <= 2; p += 2) {
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/related_cpus", p);
		fs_write(root, rel, "%d %d\n", p, p + 1);
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/affected_cpus", p);
		fs_write(root, rel, p ? "2\n" : "0 1\n");
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/scaling_driver", p);
		fs_write(root, rel, "amd-pstate\n");
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/scaling_governor", p);
		fs_write(root, rel, "schedutil\n");
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/schedutil/rate_limit_us", p);
		fs_write(root, rel, "%d\n", p ? 500 : 1000);
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/cpuinfo_min_freq", p);
		fs_write(root, rel, "%d\n", p ? 550000 : 400000);
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/cpuinfo_max_freq", p);
		fs_write(root, rel, "%d\n", p ? 3700000 : 3500000);
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/scaling_min_freq", p);
		fs_write(root, rel, "%d\n", p ? 1200000 : 400000);
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/scaling_max_freq", p);
		fs_write(root, rel, "%d\n", p ? 3000000 : 3500000);
		snprintf(rel, sizeof(rel), CPU "/cpufreq/policy%d/cpuinfo_transition_latency", p);
		fs_write(root, rel, "%d\n", p ? 0 : 20000);
	}
}

static void test_amd_tree(const char *dir)
{
	/* package core node policy driver governor min max base highest nominal lnl lowest
	 * nominal_freq boost rate_limit latency smin smax epp online */
	static const struct want w[4] = {
		{ 0, 10, 0, 0, "amd-pstate", "schedutil", 400000, 3500000, 2000000, 166, 90, 31,
		  15, 2000, 1, 1000, 20000, 400000, 3500000, NULL, 1 },
		{ 0, 11, 0, 0, "amd-pstate", "schedutil", 400000, 3500000, 2000000, 176, 90, 31,
		  15, 2000, 1, 1000, 20000, 400000, 3500000, NULL, 1 },
		{ 1, 12, 1, 2, "amd-pstate", "schedutil", 550000, 3700000, 2000000, 196, 90, 31,
		  15, 2000, 1, 500, 0, 1200000, 3000000, NULL, 1 },
		{ 1, 13, 1, 2, "amd-pstate", "schedutil", 550000, 3700000, 2000000, 166, 90, 31,
		  15, 2000, 1, 500, 0, 1200000, 3000000, NULL, 0 },
	};
	char root[PATH_MAX], cpuinfo[PATH_MAX], rel[128];
	struct utsname uts;
	sqlite3 *db;

	snprintf(root, sizeof(root), "%s/amd", dir);
	build_amd_tree(root);
	snprintf(cpuinfo, sizeof(cpuinfo), "%s/cpuinfo", dir);
	fs_write(dir, "cpuinfo",
		 "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel\t\t: 1\n"
		 "model name\t: AMD EPYC 7763 64-Core Processor\nstepping\t: 1\n"
		 "cpu MHz\t\t: 2445.422\n\nprocessor\t: 1\nmodel name\t: not this one\n");
	setenv("PSTATE_CPUINFO", cpuinfo, 1);
	setenv("PSTATE_SYSFS", root, 1);
	T_EQ_STR(sysfs_root(), root, "sysfs_root follows PSTATE_SYSFS");
	T_EQ_INT(sysfs_nr_cpus(root), 4, "sysfs_nr_cpus: cpu0-3, cpuidle is no CPU");

	db = snapshot(dir, root);
	if (!db)
		return;
	check_rows(db, w, 4, "amd-pstate");
	uname(&uts);
	check_meta(db, "nr_cpus", "4", "amd-pstate");
	check_meta(db, "driver", "amd-pstate", "amd-pstate");
	check_meta(db, "governor", "schedutil", "amd-pstate");
	check_meta(db, "amd_pstate_status", "passive", "amd-pstate");
	check_meta(db, "cpu_model", "AMD EPYC 7763 64-Core Processor", "amd-pstate");
	check_meta(db, "cpu_family", "25", "amd-pstate");
	check_meta(db, "cpu_model_id", "1", "amd-pstate");
	check_meta(db, "cpu_stepping", "1", "amd-pstate");
	check_meta(db, "hostname", uts.nodename, "amd-pstate");
	check_meta(db, "kernel_release", uts.release, "amd-pstate");
	check_idle(db);
	check_meta(db, "cpuidle_driver", "acpi_idle", "amd-pstate");
	check_meta(db, "cpuidle_governor", "menu", "amd-pstate (current_governor_ro)");
	sqlite3_close(db);
	/* a writable current_governor goes first */
	fs_write(root, CPU "/cpuidle/current_governor", "teo\n");
	db = snapshot(dir, root);
	if (!db)
		return;
	check_meta(db, "cpuidle_governor", "teo", "amd-pstate (current_governor)");
	sqlite3_close(db);

	/*
	 * Per-policy boost wins over the global one; base_frequency over CPPC's
	 * nominal_freq; EPP where the driver has it; a 2:2 governor tie goes to
	 * the lowest CPU's; no related_cpus: the cpuN/cpufreq link names the policy.
	 */
	fs_write(root, CPU "/cpufreq/policy2/boost", "0\n");
	fs_write(root, CPU "/cpufreq/policy0/base_frequency", "2450000\n");
	fs_write(root, CPU "/cpufreq/policy0/energy_performance_preference",
		 "balance_performance\n");
	fs_write(root, CPU "/cpufreq/policy0/scaling_governor", "performance\n");
	fs_write(root, CPU "/cpufreq/policy2/related_cpus", "\n");
	fs_write(root, CPU "/cpufreq/policy2/affected_cpus", "\n");
	db = snapshot(dir, root);
	if (!db)
		return;
	T_EQ_INT(col_int(db, 0, "boost"), 1, "variant: cpu 0 boost from cpufreq/boost");
	T_EQ_INT(col_int(db, 2, "boost"), 0, "variant: cpu 2 boost from policy2/boost");
	T_EQ_INT(col_int(db, 1, "base_khz"), 2450000, "variant: base_frequency first");
	T_EQ_INT(col_int(db, 3, "base_khz"), 2000000, "variant: else nominal_freq * 1000");
	T_EQ_INT(col_int(db, 3, "policy"), 2, "variant: policy from the cpu3/cpufreq link");
	T_EQ_INT(col_int(db, 3, "rate_limit_us"), 500, "variant: policy2 files via the link");
	check_meta(db, "governor", "performance", "variant");
	{
		char buf[64];

		T_EQ_STR(col_str(db, 0, "energy_performance_preference", buf, sizeof(buf)),
			 "balance_performance", "variant: cpu 0 energy_performance_preference");
	}
	sqlite3_close(db);
	snprintf(rel, sizeof(rel), "%s/run.db", dir);
	unlink(rel);
	unsetenv("PSTATE_SYSFS");
	unsetenv("PSTATE_CPUINFO");
}

/* A VM: topology only, CPU 2 missing (nr_cpus counts to the highest), no cpufreq. */
static void test_bare_tree(const char *dir)
{
	static const struct want w[2] = {
		{ 0, 0, NUL, NUL, NULL, NULL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL,
		  NUL, NUL, NULL, NUL },
		{ 0, 1, NUL, NUL, NULL, NULL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL, NUL,
		  NUL, NUL, NULL, NUL },
	};
	char root[PATH_MAX], *v;
	sqlite3 *db;
	int cpu;

	snprintf(root, sizeof(root), "%s/bare", dir);
	for (cpu = 0; cpu < 2; cpu++) {
		char rel[128];

		snprintf(rel, sizeof(rel), CPU "/cpu%d/topology/physical_package_id", cpu);
		fs_write(root, rel, "0\n");
		snprintf(rel, sizeof(rel), CPU "/cpu%d/topology/core_id", cpu);
		fs_write(root, rel, "%d\n", cpu);
	}
	fs_dir(root, CPU "/cpufreq");
	T_EQ_INT(sysfs_nr_cpus(root), 2, "bare: sysfs_nr_cpus");
	fs_dir(root, CPU "/cpu3");
	T_EQ_INT(sysfs_nr_cpus(root), 4, "bare: sysfs_nr_cpus is highest cpuN + 1");
	fs_rmtree(root);
	for (cpu = 0; cpu < 2; cpu++) {
		char rel[128];

		snprintf(rel, sizeof(rel), CPU "/cpu%d/topology/physical_package_id", cpu);
		fs_write(root, rel, "0\n");
		snprintf(rel, sizeof(rel), CPU "/cpu%d/topology/core_id", cpu);
		fs_write(root, rel, "%d\n", cpu);
	}
	fs_dir(root, CPU "/cpufreq");
	setenv("PSTATE_CPUINFO", "/nonexistent/cpuinfo", 1);
	db = snapshot(dir, root);
	unsetenv("PSTATE_CPUINFO");
	if (!db)
		return;
	check_rows(db, w, 2, "bare");
	check_meta(db, "nr_cpus", "2", "bare");
	check_meta(db, "driver", NULL, "bare");
	check_meta(db, "governor", NULL, "bare");
	check_meta(db, "amd_pstate_status", NULL, "bare");
	check_meta(db, "cpu_model", NULL, "bare");
	T_EQ_INT(db_count(db, "cpuidle_state"), 0, "bare: no cpuidle states, no rows");
	check_meta(db, "cpuidle_driver", NULL, "bare");
	check_meta(db, "cpuidle_governor", NULL, "bare");
	v = db_get_meta(db, "kernel_release");
	T_OK(v && *v, "bare: kernel_release still from uname");
	free(v);
	sqlite3_close(db);
}

/* This machine: every cpuN has a row, and each value is what its file says. */
static void test_live(const char *dir)
{
	char path[PATH_MAX], buf[256], got[256];
	const char *s;
	struct dirent *de;
	int nr = 0, cpu, bad = 0;
	long long v;
	sqlite3 *db;
	DIR *d;

	d = opendir("/sys/" CPU);
	if (!d) {
		T_SKIP("live: no /sys/" CPU);
		return;
	}
	while ((de = readdir(d)))
		if (!strncmp(de->d_name, "cpu", 3) && de->d_name[3] >= '0' && de->d_name[3] <= '9')
			nr++;
	closedir(d);
	db = snapshot(dir, "/sys");
	if (!db)
		return;
	T_EQ_INT(db_count(db, "cpu"), nr, "live: a row for each of the %d cpuN", nr);
	for (cpu = 0; cpu < nr; cpu++) {
		snprintf(path, sizeof(path), "/sys/" CPU "/cpu%d", cpu);
		v = sysfs_read_ll(&v, "%s/topology/physical_package_id", path) == 0 ? v : NUL;
		bad += col_int(db, cpu, "package") != v;
		v = sysfs_read_ll(&v, "%s/topology/core_id", path) == 0 ? v : NUL;
		bad += col_int(db, cpu, "core") != v;
		s = buf;
		if (sysfs_read_str(buf, sizeof(buf), "%s/cpufreq/scaling_driver", path))
			s = NULL;
		T_EQ_STR(col_str(db, cpu, "driver", got, sizeof(got)), s,
			 "live: cpu %d driver is cpufreq/scaling_driver", cpu);
		T_EQ_INT(col_int(db, cpu, "online"), 1, "live: cpu %d online", cpu);
	}
	T_EQ_INT(bad, 0, "live: package and core match topology/ for every CPU");
	sqlite3_close(db);
}

static void test_cpulist(void)
{
	T_OK(sysfs_cpulist_has("0-3,8", 2) && sysfs_cpulist_has("0-3,8", 8) &&
		     !sysfs_cpulist_has("0-3,8", 4) && !sysfs_cpulist_has("0-3,8", 9),
	     "cpulist 0-3,8");
	T_OK(sysfs_cpulist_has("0 1 2", 1) && !sysfs_cpulist_has("0 1 2", 3), "cpulist \"0 1 2\"");
	T_OK(!sysfs_cpulist_has("", 0) && !sysfs_cpulist_has("x", 0), "cpulist empty or bad");
}

int main(void)
{
	char *dir = fs_mktemp();

	unsetenv("PSTATE_SYSFS");
	T_EQ_STR(sysfs_root(), "/sys", "sysfs_root without PSTATE_SYSFS");
	test_cpulist();
	test_amd_tree(dir);
	test_bare_tree(dir);
	test_live(dir);
	fs_rmtree(dir);
	free(dir);
	T_DONE();
}
