// SPDX-License-Identifier: GPL-2.0
/*
 * sysfs.c - the snapshot of cpufreq, acpi_cppc and topology at record start.
 *
 * Every value is read as the kernel prints it and bound straight into the
 * cpu row, NULL when the file is not there: which files exist depends on the
 * driver (amd-pstate, acpi-cpufreq, intel_pstate, none in most VMs), the
 * governor and the kernel version.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include "db.h"
#include "msg.h"
#include "sysfs.h"

#define CPU_DIR "devices/system/cpu"
#define MAX_VALUE 256 /* longer than any value we read, e.g. a related_cpus list */

/* One cpufreq policy directory. */
struct policy {
	int num;               /* M of policyM, or -1 for an old per-CPU cpufreq/ dir */
	char cpus[MAX_VALUE]; /* related_cpus, else affected_cpus */
};

/* A value and how many CPUs have it (for meta driver and governor). */
struct tally {
	char **vals;
	int *counts;
	int nr;
	int oom;
};

const char *sysfs_root(void)
{
	const char *root = getenv("PSTATE_SYSFS");

	return root && *root ? root : "/sys";
}

static int read_path(char *buf, size_t len, const char *path)
{
	ssize_t n;
	int fd, err;

	if (!len)
		return -(errno = EINVAL);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	n = read(fd, buf, len - 1);
	err = errno;
	close(fd);
	if (n < 0)
		return -(errno = err);
	buf[n] = '\0';
	while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		buf[--n] = '\0';
	return 0;
}

int sysfs_read_str(char *buf, size_t len, const char *fmt, ...)
{
	char path[PATH_MAX];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(path, sizeof(path), fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof(path))
		return -(errno = ENAMETOOLONG);
	return read_path(buf, len, path);
}

int sysfs_read_ll(long long *val, const char *fmt, ...)
{
	char path[PATH_MAX], buf[64], *end;
	long long v;
	va_list ap;
	int n, ret;

	va_start(ap, fmt);
	n = vsnprintf(path, sizeof(path), fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof(path))
		return -(errno = ENAMETOOLONG);
	ret = read_path(buf, sizeof(buf), path);
	if (ret < 0)
		return ret;
	errno = 0;
	v = strtoll(buf, &end, 0);
	if (errno || end == buf || (*end && !isspace((unsigned char)*end)))
		return -(errno = EINVAL);
	*val = v;
	return 0;
}

int sysfs_cpulist_has(const char *list, int cpu)
{
	const char *p = list;
	char *end;
	long lo, hi;

	while (*p) {
		while (*p == ' ' || *p == ',' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		lo = strtol(p, &end, 10);
		if (end == p)
			return 0;
		hi = lo;
		p = end;
		if (*p == '-') {
			hi = strtol(p + 1, &end, 10);
			if (end == p + 1)
				return 0;
			p = end;
		}
		if (cpu >= lo && cpu <= hi)
			return 1;
	}
	return 0;
}

/* cpu_online - 1 online, 0 offline, -1 when neither file says */
static int cpu_online(const char *root, int cpu)
{
	char buf[MAX_VALUE];
	long long v;

	if (sysfs_read_ll(&v, "%s/" CPU_DIR "/cpu%d/online", root, cpu) == 0)
		return v != 0;
	if (sysfs_read_str(buf, sizeof(buf), "%s/" CPU_DIR "/online", root) == 0)
		return sysfs_cpulist_has(buf, cpu);
	return -1;
}

int sysfs_cpu_online(const char *root, int cpu)
{
	return cpu_online(root, cpu) != 0;
}

/* cpu_num - N for a directory entry named cpuN, else -1 */
static int cpu_num(const char *name, const char *prefix)
{
	size_t plen = strlen(prefix);
	char *end;
	long n;

	if (strncmp(name, prefix, plen) != 0 || !isdigit((unsigned char)name[plen]))
		return -1;
	n = strtol(name + plen, &end, 10);
	if (*end || n > INT_MAX)
		return -1;
	return (int)n;
}

int sysfs_nr_cpus(const char *root)
{
	char path[PATH_MAX];
	struct dirent *de;
	int max = -1, n;
	DIR *d;

	snprintf(path, sizeof(path), "%s/" CPU_DIR, root);
	d = opendir(path);
	if (!d)
		return 1;
	while ((de = readdir(d))) {
		n = cpu_num(de->d_name, "cpu");
		if (n > max)
			max = n;
	}
	closedir(d);
	return max < 0 ? 1 : max + 1;
}

/* load_policies - every cpufreq/policyM with its CPU list; *nr = 0 when none */
static struct policy *load_policies(const char *root, int *nr)
{
	struct policy *pol = NULL, *tmp;
	char path[PATH_MAX];
	struct dirent *de;
	int n, cap = 0;
	DIR *d;

	*nr = 0;
	snprintf(path, sizeof(path), "%s/" CPU_DIR "/cpufreq", root);
	d = opendir(path);
	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		n = cpu_num(de->d_name, "policy");
		if (n < 0)
			continue;
		if (*nr == cap) {
			cap = cap ? cap * 2 : 8;
			tmp = realloc(pol, cap * sizeof(*pol));
			if (!tmp)
				break;
			pol = tmp;
		}
		pol[*nr].num = n;
		if (sysfs_read_str(pol[*nr].cpus, MAX_VALUE, "%s/policy%d/related_cpus", path, n) &&
		    sysfs_read_str(pol[*nr].cpus, MAX_VALUE, "%s/policy%d/affected_cpus", path, n))
			pol[*nr].cpus[0] = '\0';
		(*nr)++;
	}
	closedir(d);
	return pol;
}

/*
 * cpu_policy - the policy directory of @cpu into @pdir, its number into *num
 * (-1 when unknown); 0, or -1 when the CPU has no cpufreq policy
 */
static int cpu_policy(const char *root, int cpu, const struct policy *pol, int nr_pol,
		      char *pdir, size_t len, int *num)
{
	char path[PATH_MAX], link[PATH_MAX], cpus[MAX_VALUE], *base;
	struct stat st;
	ssize_t n;
	int i;

	*num = -1;
	for (i = 0; i < nr_pol; i++) {
		if (sysfs_cpulist_has(pol[i].cpus, cpu)) {
			*num = pol[i].num;
			snprintf(pdir, len, "%s/" CPU_DIR "/cpufreq/policy%d", root, *num);
			return 0;
		}
	}
	snprintf(path, sizeof(path), "%s/" CPU_DIR "/cpu%d/cpufreq", root, cpu);
	n = readlink(path, link, sizeof(link) - 1);
	if (n > 0) {
		link[n] = '\0';
		base = strrchr(link, '/');
		base = base ? base + 1 : link;
		*num = cpu_num(base, "policy");
	}
	if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode))
		return -1;
	/* Kernels before 4.7 had a per-CPU cpufreq/ dir: name the policy by its first CPU. */
	if (*num < 0 && sysfs_read_str(cpus, sizeof(cpus), "%s/related_cpus", path) == 0 &&
	    isdigit((unsigned char)cpus[0]))
		*num = atoi(cpus);
	snprintf(pdir, len, "%s", path);
	return 0;
}

/* cpu_node - M of the cpuN/nodeM link, or -1 */
static int cpu_node(const char *cpudir)
{
	struct dirent *de;
	int node = -1;
	DIR *d;

	d = opendir(cpudir);
	if (!d)
		return -1;
	while ((de = readdir(d))) {
		node = cpu_num(de->d_name, "node");
		if (node >= 0)
			break;
	}
	closedir(d);
	return node;
}

static void bind_ll_or_null(sqlite3_stmt *stmt, int col, int ok, long long v)
{
	if (ok)
		sqlite3_bind_int64(stmt, col, v);
	else
		sqlite3_bind_null(stmt, col);
}

/* bind_file_ll - bind the integer in the file @dir/@name, or NULL; 1 when bound */
static int bind_file_ll(sqlite3_stmt *stmt, int col, const char *dir, const char *name,
			long long *out)
{
	long long v = 0;
	int ok = dir && sysfs_read_ll(&v, "%s/%s", dir, name) == 0;

	bind_ll_or_null(stmt, col, ok, v);
	if (ok && out)
		*out = v;
	return ok;
}

static int bind_file_str(sqlite3_stmt *stmt, int col, const char *dir, const char *name,
			 char *buf, size_t len)
{
	int ok = dir && sysfs_read_str(buf, len, "%s/%s", dir, name) == 0 && buf[0];

	if (ok)
		sqlite3_bind_text(stmt, col, buf, -1, SQLITE_TRANSIENT);
	else
		sqlite3_bind_null(stmt, col);
	if (!ok)
		buf[0] = '\0';
	return ok;
}

static void tally_add(struct tally *t, const char *val)
{
	char **vals;
	int *counts, i;

	if (!val[0])
		return;
	for (i = 0; i < t->nr; i++) {
		if (!strcmp(t->vals[i], val)) {
			t->counts[i]++;
			return;
		}
	}
	vals = realloc(t->vals, (t->nr + 1) * sizeof(*vals));
	if (!vals)
		goto out_oom;
	t->vals = vals;
	counts = realloc(t->counts, (t->nr + 1) * sizeof(*counts));
	if (!counts)
		goto out_oom;
	t->counts = counts;
	t->vals[t->nr] = strdup(val);
	if (!t->vals[t->nr])
		goto out_oom;
	t->counts[t->nr++] = 1;
	return;

out_oom:
	t->oom = 1;
}

/* tally_top - the value most CPUs have (the first seen on a tie), or NULL */
static const char *tally_top(const struct tally *t)
{
	int i, best = -1;

	for (i = 0; i < t->nr; i++)
		if (best < 0 || t->counts[i] > t->counts[best])
			best = i;
	return best < 0 ? NULL : t->vals[best];
}

static void tally_free(struct tally *t)
{
	int i;

	for (i = 0; i < t->nr; i++)
		free(t->vals[i]);
	free(t->vals);
	free(t->counts);
}

enum {
	COL_CPU = 1,
	COL_PACKAGE,
	COL_CORE,
	COL_NODE,
	COL_POLICY,
	COL_DRIVER,
	COL_GOVERNOR,
	COL_MIN_KHZ,
	COL_MAX_KHZ,
	COL_BASE_KHZ,
	COL_HIGHEST_PERF,
	COL_NOMINAL_PERF,
	COL_LOWEST_NONLINEAR_PERF,
	COL_LOWEST_PERF,
	COL_NOMINAL_FREQ_MHZ,
	COL_BOOST,
	COL_RATE_LIMIT_US,
	COL_TRANSITION_LATENCY_NS,
	COL_SCALING_MIN_KHZ,
	COL_SCALING_MAX_KHZ,
	COL_EPP,
	COL_ONLINE,
};

static const char insert_cpu_sql[] =
	"INSERT INTO cpu (cpu, package, core, node, policy, driver, governor, min_khz, max_khz,"
	" base_khz, highest_perf, nominal_perf, lowest_nonlinear_perf, lowest_perf,"
	" nominal_freq_mhz, boost, rate_limit_us, transition_latency_ns, scaling_min_khz,"
	" scaling_max_khz, energy_performance_preference, online)"
	" VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

/* bind_cpu - bind every column of @cpu's row; @driver, @governor get its values or "" */
static void bind_cpu(sqlite3_stmt *stmt, const char *root, int cpu, const struct policy *pol,
		     int nr_pol, char *driver, char *governor)
{
	char cpudir[PATH_MAX], pdir_buf[PATH_MAX], cppc[PATH_MAX + 16], global[PATH_MAX];
	char epp[MAX_VALUE];
	const char *pdir = NULL;
	long long v = 0, nominal_freq = 0;
	int num, node, ok;

	snprintf(cpudir, sizeof(cpudir), "%s/" CPU_DIR "/cpu%d", root, cpu);
	snprintf(cppc, sizeof(cppc), "%s/acpi_cppc", cpudir);
	snprintf(global, sizeof(global), "%s/" CPU_DIR "/cpufreq", root);
	if (cpu_policy(root, cpu, pol, nr_pol, pdir_buf, sizeof(pdir_buf), &num) == 0)
		pdir = pdir_buf;

	sqlite3_bind_int(stmt, COL_CPU, cpu);
	bind_file_ll(stmt, COL_PACKAGE, cpudir, "topology/physical_package_id", NULL);
	bind_file_ll(stmt, COL_CORE, cpudir, "topology/core_id", NULL);
	node = cpu_node(cpudir);
	bind_ll_or_null(stmt, COL_NODE, node >= 0, node);
	bind_ll_or_null(stmt, COL_POLICY, pdir && num >= 0, num);
	bind_file_str(stmt, COL_DRIVER, pdir, "scaling_driver", driver, MAX_VALUE);
	bind_file_str(stmt, COL_GOVERNOR, pdir, "scaling_governor", governor, MAX_VALUE);
	bind_file_ll(stmt, COL_MIN_KHZ, pdir, "cpuinfo_min_freq", NULL);
	bind_file_ll(stmt, COL_MAX_KHZ, pdir, "cpuinfo_max_freq", NULL);

	bind_file_ll(stmt, COL_HIGHEST_PERF, cppc, "highest_perf", NULL);
	bind_file_ll(stmt, COL_NOMINAL_PERF, cppc, "nominal_perf", NULL);
	bind_file_ll(stmt, COL_LOWEST_NONLINEAR_PERF, cppc, "lowest_nonlinear_perf", NULL);
	bind_file_ll(stmt, COL_LOWEST_PERF, cppc, "lowest_perf", NULL);
	bind_file_ll(stmt, COL_NOMINAL_FREQ_MHZ, cppc, "nominal_freq", &nominal_freq);

	/* amd-pstate has no base_frequency: its nominal freq is CPPC's nominal_freq (MHz). */
	if (!bind_file_ll(stmt, COL_BASE_KHZ, pdir, "base_frequency", NULL) &&
	    !bind_file_ll(stmt, COL_BASE_KHZ, pdir, "amd_pstate_nominal_freq", NULL))
		bind_ll_or_null(stmt, COL_BASE_KHZ,
				nominal_freq > 0 && !strncmp(driver, "amd-pstate", 10),
				nominal_freq * 1000);

	if (!bind_file_ll(stmt, COL_BOOST, pdir, "boost", NULL) &&
	    !bind_file_ll(stmt, COL_BOOST, global, "boost", NULL)) {
		ok = sysfs_read_ll(&v, "%s/" CPU_DIR "/intel_pstate/no_turbo", root) == 0;
		bind_ll_or_null(stmt, COL_BOOST, ok, !v);
	}
	if (!bind_file_ll(stmt, COL_RATE_LIMIT_US, pdir, "schedutil/rate_limit_us", NULL))
		bind_file_ll(stmt, COL_RATE_LIMIT_US, global, "schedutil/rate_limit_us", NULL);
	bind_file_ll(stmt, COL_TRANSITION_LATENCY_NS, pdir, "cpuinfo_transition_latency", NULL);
	bind_file_ll(stmt, COL_SCALING_MIN_KHZ, pdir, "scaling_min_freq", NULL);
	bind_file_ll(stmt, COL_SCALING_MAX_KHZ, pdir, "scaling_max_freq", NULL);
	bind_file_str(stmt, COL_EPP, pdir, "energy_performance_preference", epp, sizeof(epp));

	v = cpu_online(root, cpu);
	bind_ll_or_null(stmt, COL_ONLINE, v >= 0, v); /* NULL: not known */
}

/* write_cpu_rows - one row per cpuN; the number of rows into *nr, or -1 */
static int write_cpu_rows(sqlite3 *db, const char *root, int *nr, struct tally *drivers,
			  struct tally *governors)
{
	char path[PATH_MAX], driver[MAX_VALUE], governor[MAX_VALUE];
	struct policy *pol;
	sqlite3_stmt *stmt;
	int nr_cpus, nr_pol, cpu, ret = -1;
	struct stat st;

	*nr = 0;
	stmt = db_prepare(db, insert_cpu_sql);
	if (!stmt)
		return -1;
	pol = load_policies(root, &nr_pol);
	nr_cpus = sysfs_nr_cpus(root);
	for (cpu = 0; cpu < nr_cpus; cpu++) {
		snprintf(path, sizeof(path), "%s/" CPU_DIR "/cpu%d", root, cpu);
		if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode))
			continue;
		bind_cpu(stmt, root, cpu, pol, nr_pol, driver, governor);
		if (sqlite3_step(stmt) != SQLITE_DONE) {
			pt_err("sqlite: cpu %d: %s", cpu, sqlite3_errmsg(db));
			goto out_free;
		}
		sqlite3_reset(stmt);
		sqlite3_clear_bindings(stmt);
		tally_add(drivers, driver);
		tally_add(governors, governor);
		(*nr)++;
	}
	ret = 0;

out_free:
	free(pol);
	sqlite3_finalize(stmt);
	return ret;
}

/* The cpuidle states: a CPU has at most CPUIDLE_STATE_MAX (10) of them. */
#define MAX_IDLE_STATES 10

static const char insert_idle_sql[] =
	"INSERT INTO cpuidle_state (cpu, state, name, description, latency_us, residency_us,"
	" usage, time_us, disable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";

/* write_idle_rows - a cpuidle_state row per cpuN/cpuidle/stateK; 0, or -1 */
static int write_idle_rows(sqlite3 *db, const char *root)
{
	char dir[PATH_MAX], buf[MAX_VALUE];
	sqlite3_stmt *stmt;
	int nr_cpus = sysfs_nr_cpus(root), cpu, k, ret = 0;
	struct stat st;

	stmt = db_prepare(db, insert_idle_sql);
	if (!stmt)
		return -1;
	for (cpu = 0; cpu < nr_cpus && !ret; cpu++) {
		/* the states are numbered from 0 without a gap */
		for (k = 0; k < MAX_IDLE_STATES && !ret; k++) {
			snprintf(dir, sizeof(dir), "%s/" CPU_DIR "/cpu%d/cpuidle/state%d", root, cpu, k);
			if (stat(dir, &st) < 0 || !S_ISDIR(st.st_mode))
				break;
			sqlite3_bind_int(stmt, 1, cpu);
			sqlite3_bind_int(stmt, 2, k);
			bind_file_str(stmt, 3, dir, "name", buf, sizeof(buf));
			bind_file_str(stmt, 4, dir, "desc", buf, sizeof(buf));
			bind_file_ll(stmt, 5, dir, "latency", NULL);
			bind_file_ll(stmt, 6, dir, "residency", NULL);
			bind_file_ll(stmt, 7, dir, "usage", NULL);
			bind_file_ll(stmt, 8, dir, "time", NULL);
			bind_file_ll(stmt, 9, dir, "disable", NULL);
			if (sqlite3_step(stmt) != SQLITE_DONE) {
				pt_err("sqlite: cpuidle_state %d/%d: %s", cpu, k, sqlite3_errmsg(db));
				ret = -1;
			}
			sqlite3_reset(stmt);
			sqlite3_clear_bindings(stmt);
		}
	}
	sqlite3_finalize(stmt);
	return ret;
}

/* write_idle_meta - cpuidle_driver, cpuidle_governor, when sysfs has them */
static int write_idle_meta(sqlite3 *db, const char *root)
{
	char buf[MAX_VALUE];

	if (sysfs_read_str(buf, sizeof(buf), "%s/" CPU_DIR "/cpuidle/current_driver", root) == 0 &&
	    buf[0] && db_set_meta(db, "cpuidle_driver", buf) < 0)
		return -1;
	if ((sysfs_read_str(buf, sizeof(buf), "%s/" CPU_DIR "/cpuidle/current_governor", root) == 0 ||
	     sysfs_read_str(buf, sizeof(buf), "%s/" CPU_DIR "/cpuidle/current_governor_ro",
			    root) == 0) &&
	    buf[0] && db_set_meta(db, "cpuidle_governor", buf) < 0)
		return -1;
	return 0;
}

/* write_cpuinfo_meta - model name, family, model, stepping, microcode of the first processor */
static int write_cpuinfo_meta(sqlite3 *db)
{
	static const struct {
		const char *field;
		const char *key;
	} keys[] = {
		{ "model name", "cpu_model" },
		{ "cpu family", "cpu_family" },
		{ "model", "cpu_model_id" },
		{ "stepping", "cpu_stepping" },
		{ "microcode", "cpu_microcode" },
	};
	const char *path = getenv("PSTATE_CPUINFO");
	char line[1024], *colon, *val, *end;
	size_t i, klen;
	int ret = 0;
	FILE *f;

	if (!path || !*path)
		path = "/proc/cpuinfo";
	f = fopen(path, "re");
	if (!f) {
		pt_warn("%s: %s", path, strerror(errno));
		return 0;
	}
	while (fgets(line, sizeof(line), f)) {
		if (line[0] == '\n')
			break; /* the first processor is enough */
		colon = strchr(line, ':');
		if (!colon)
			continue;
		for (end = colon; end > line && isspace((unsigned char)end[-1]); end--)
			;
		klen = end - line;
		val = colon + 1;
		while (isspace((unsigned char)*val))
			val++;
		val[strcspn(val, "\n")] = '\0';
		for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
			if (strlen(keys[i].field) == klen && !strncmp(line, keys[i].field, klen) &&
			    *val && db_set_meta(db, keys[i].key, val) < 0)
				ret = -1;
		}
	}
	fclose(f);
	return ret;
}

int sysfs_snapshot(sqlite3 *db, const char *root)
{
	struct tally drivers = { 0 }, governors = { 0 };
	char status[MAX_VALUE];
	struct utsname uts;
	const char *top;
	int nr, ret = -1;

	if (write_cpu_rows(db, root, &nr, &drivers, &governors) < 0)
		goto out_free;
	if (drivers.oom || governors.oom) {
		pt_err("sysfs snapshot: out of memory");
		goto out_free;
	}
	if (db_set_meta_int(db, "nr_cpus", nr) < 0)
		goto out_free;
	top = tally_top(&drivers);
	if (top && db_set_meta(db, "driver", top) < 0)
		goto out_free;
	top = tally_top(&governors);
	if (top && db_set_meta(db, "governor", top) < 0)
		goto out_free;
	if (sysfs_read_str(status, sizeof(status), "%s/" CPU_DIR "/amd_pstate/status", root) == 0 &&
	    status[0] && db_set_meta(db, "amd_pstate_status", status) < 0)
		goto out_free;
	if (uname(&uts) == 0 &&
	    (db_set_meta(db, "hostname", uts.nodename) < 0 ||
	     db_set_meta(db, "kernel_release", uts.release) < 0))
		goto out_free;
	if (write_cpuinfo_meta(db) < 0)
		goto out_free;
	if (write_idle_rows(db, root) < 0 || write_idle_meta(db, root) < 0)
		goto out_free;
	ret = 0;

out_free:
	tally_free(&drivers);
	tally_free(&governors);
	return ret;
}
