// SPDX-License-Identifier: GPL-2.0
/*
 * counters.c - the counter sampler: perf_event_open(2) on the power and msr
 * PMUs as the sysfs event descriptions name them, powercap energy_uj as the
 * fallback for RAPL.
 *
 * While recording nothing grows in memory: each round of readings goes to the
 * spool file as fixed-size records (raw values, as read).  counters_load()
 * unwraps them afterwards, so the sampler thread does the least it can.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include "counters.h"
#include "db.h"
#include "msg.h"
#include "strbuf.h"
#include "sysfs.h"

#define PMU_DIR "bus/event_source/devices"
#define POWERCAP_DIR "class/powercap"
#define DEFAULT_INTERVAL_US 10000
#define LOAD_CHUNK 512 /* records read from the spool at a time */

/* One row of the counter table. */
struct cnt_def {
	char *name;
	char *unit;
	char *source;
	const char *scope;
	double scale;
};

#define MAX_GROUP 3 /* msr/aperf, msr/mperf, msr/tsc */

/*
 * One thing read per round: a perf event on one CPU, or one powercap zone.
 * The msr counters of one CPU are one perf event group: a read of the
 * leader gives all of them at one instant (PERF_FORMAT_GROUP), one system
 * call per CPU rather than three, and d(aperf)/d(mperf) of one moment.
 */
struct cnt_inst {
	int def;
	int cpu;        /* the CPU opened on; -1 for powercap */
	int fd;         /* perf event, or -1 */
	char *path;     /* powercap energy_uj, or NULL */
	uint64_t range; /* where the raw value wraps; 0: 64-bit, no wrap */
	int group;      /* the index of its group's leader; -1: read alone */
	int nr_memb;    /* a leader: its members, itself first, in read order */
	int memb[MAX_GROUP];
	/* counters_load() state */
	int seen;
	uint64_t prev;
	uint64_t total;
};

/* A spool record: one reading.  Written and read by the same program. */
struct spool_rec {
	int64_t ts; /* CLOCK_MONOTONIC ns, midway through the read */
	uint64_t raw;
	uint32_t inst;
	uint32_t reserved;
};

/* What happened to one event of a PMU, for the description. */
struct ev_result {
	const char *name; /* e.g. "msr/tsc" */
	int offered;      /* the PMU lists it in events/ */
	int opened;       /* instances opened ... */
	int total;        /* ... of this many tried */
	int err;          /* the first failure's errno */
	int err_cpu;      /* and its CPU */
};

struct counters {
	struct cnt_def *defs;
	int nr_defs;
	struct cnt_inst *inst;
	int nr_inst;
	struct strbuf desc;
	int oom;

	char *spool_path;
	const char *spool_name; /* in spool_path: the name in dir_fd */
	int dir_fd;
	int spool_fd;
	struct spool_rec *round; /* nr_inst records */

	pthread_mutex_t lock; /* serialises rounds; guards everything below */
	pthread_cond_t cond;  /* wakes the thread for stop */
	pthread_t thread;
	int running;
	int stopping;
	unsigned int interval_us;
	struct timespec next; /* the thread's next round */
	unsigned long long nr_rounds;
	int reads;            /* read(2)s of the last round */
	int64_t cpu_ns;       /* CPU time of the rounds, on whichever thread */
	int64_t max_round_ns; /* the longest round, wall time */
	int nr_groups;        /* perf event groups (CPUs whose msr counters are one) */
	int group_fails;      /* members that could not join their group */
	int group_err;        /* and the first one's errno */
	unsigned long long read_errors;
	int read_err;
	int read_err_inst;
	int spool_err;
};

/* The events taken from each PMU, in this order. */
static const char *const power_events[] = { "energy-pkg", "energy-cores" };
static const char *const msr_events[] = { "aperf", "mperf", "tsc" };
#define NR_POWER_EVENTS (int)(sizeof(power_events) / sizeof(power_events[0]))
#define NR_MSR_EVENTS (int)(sizeof(msr_events) / sizeof(msr_events[0]))

uint64_t counter_unwrap(uint64_t prev_raw, uint64_t raw, uint64_t range)
{
	if (!range || raw >= prev_raw)
		return raw - prev_raw; /* 64-bit counters wrap by themselves */
	if (prev_raw < range)
		return range - prev_raw + raw;
	return raw; /* a reading beyond the range: treat as a restart from 0 */
}

static const char *errstr(int err)
{
	if (err == EACCES || err == EPERM)
		return "Permission denied (needs root or CAP_PERFMON)";
	return strerror(err);
}

static void clause(struct strbuf *sb)
{
	if (sb->len)
		sb_adds(sb, "; ");
}

/* add_def - a counter table row; its index, or -1 (out of memory) */
static int add_def(struct counters *c, const char *name, const char *unit, double scale,
		   const char *scope, const char *source)
{
	struct cnt_def *defs, *d;

	defs = realloc(c->defs, (c->nr_defs + 1) * sizeof(*defs));
	if (!defs)
		goto out_oom;
	c->defs = defs;
	d = &defs[c->nr_defs];
	d->name = strdup(name);
	d->unit = strdup(unit);
	d->source = strdup(source);
	d->scope = scope;
	d->scale = scale;
	if (!d->name || !d->unit || !d->source) {
		free(d->name);
		free(d->unit);
		free(d->source);
		goto out_oom;
	}
	return c->nr_defs++;

out_oom:
	c->oom = 1;
	return -1;
}

static int find_def(const struct counters *c, const char *name)
{
	int i;

	for (i = 0; i < c->nr_defs; i++)
		if (!strcmp(c->defs[i].name, name))
			return i;
	return -1;
}

/* add_inst - takes @fd and @path (closed, freed on failure); 0 or -1 */
static int add_inst(struct counters *c, int def, int cpu, int fd, char *path, uint64_t range)
{
	struct cnt_inst *inst, *in;

	inst = realloc(c->inst, (c->nr_inst + 1) * sizeof(*inst));
	if (!inst) {
		c->oom = 1;
		if (fd >= 0)
			close(fd);
		free(path);
		return -1;
	}
	c->inst = inst;
	in = &inst[c->nr_inst++];
	memset(in, 0, sizeof(*in));
	in->def = def;
	in->cpu = cpu;
	in->fd = fd;
	in->path = path;
	in->range = range;
	in->group = -1;
	return 0;
}

/*
 * event_config - the perf config for the event text of events/NAME
 * ("event=0x02", "event=0x3c,umask=0x1"), placing each term's value in the
 * bits that format/TERM names ("config:0-7", "config:0-7,32-35")
 */
static int event_config(const char *pmudir, const char *text, uint64_t *config)
{
	char buf[256], fmt[64], *term, *save, *val, *p, *end;
	unsigned long lo, hi;
	uint64_t v, width;

	*config = 0;
	snprintf(buf, sizeof(buf), "%s", text);
	for (term = strtok_r(buf, ",", &save); term; term = strtok_r(NULL, ",", &save)) {
		while (isspace((unsigned char)*term))
			term++;
		val = strchr(term, '=');
		if (val)
			*val++ = '\0';
		v = val ? strtoull(val, NULL, 0) : 1;
		if (!strcmp(term, "config")) {
			*config |= v;
			continue;
		}
		if (sysfs_read_str(fmt, sizeof(fmt), "%s/format/%s", pmudir, term) < 0) {
			if (strcmp(term, "event") != 0)
				return -EINVAL;
			snprintf(fmt, sizeof(fmt), "config:0-63");
		}
		if (strncmp(fmt, "config:", 7) != 0)
			return -EOPNOTSUPP; /* config1, config2: not needed for our events */
		for (p = fmt + 7; *p; p = *end ? end + 1 : end) {
			lo = strtoul(p, &end, 10);
			if (end == p || lo > 63)
				return -EINVAL;
			hi = lo;
			if (*end == '-') {
				p = end + 1;
				hi = strtoul(p, &end, 10);
				if (end == p || hi > 63 || hi < lo)
					return -EINVAL;
			}
			width = hi - lo + 1;
			*config |= (width == 64 ? v : v & ((1ULL << width) - 1)) << lo;
			v = width == 64 ? 0 : v >> width;
			if (*end && *end != ',')
				return -EINVAL;
		}
	}
	return 0;
}

/* perf_open - an event on @cpu, in @group_fd's group (-1: a group of its own) */
static int perf_open(uint32_t type, uint64_t config, int cpu, int group_fd, uint64_t read_format)
{
	struct perf_event_attr attr;
	long fd;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = type;
	attr.config = config;
	attr.read_format = read_format;
	/* Counting only, system-wide on @cpu; the power PMU rejects exclude_* bits. */
	fd = syscall(SYS_perf_event_open, &attr, -1, cpu, group_fd, PERF_FLAG_FD_CLOEXEC);
	return fd < 0 ? -errno : (int)fd;
}

/*
 * groups_wanted - whether the msr counters of a CPU are read as a group:
 * yes, unless PSTATE_COUNTER_GROUPS=0 (a PMU that mishandles groups, and
 * the sampler benchmark's other side)
 */
static int groups_wanted(void)
{
	const char *v = getenv("PSTATE_COUNTER_GROUPS");

	return !v || strcmp(v, "0") != 0;
}

/*
 * open_grouped - open @type/@config on CPU @cpus[@j], in the group of the
 * CPU's first counter @lead[@j] when @grouped; alone when joining fails
 * (said in the description); the new instance's index in @lead[@j] when it
 * leads.  Return: as perf_open().
 */
static int open_grouped(struct counters *c, uint32_t type, uint64_t config, const int *cpus,
			int j, int *lead, int grouped)
{
	int fd, err = ENOSPC, l = grouped ? lead[j] : -1;

	if (l < 0)
		return perf_open(type, config, cpus[j], -1, grouped ? PERF_FORMAT_GROUP : 0);
	if (c->inst[l].nr_memb < MAX_GROUP) {
		fd = perf_open(type, config, cpus[j], c->inst[l].fd, PERF_FORMAT_GROUP);
		if (fd >= 0)
			return fd;
		err = -fd;
	}
	/* alone: a group failure only when the counter opens by itself */
	fd = perf_open(type, config, cpus[j], -1, 0);
	if (fd >= 0 && !c->group_fails++)
		c->group_err = err;
	return fd;
}

/* join - instance @i (just added on CPU @cpus[@j], fd opened by open_grouped) into its group */
static void join(struct counters *c, int i, int j, int *lead, int grouped, int alone)
{
	struct cnt_inst *in = &c->inst[i];

	in->group = -1;
	if (!grouped)
		return;
	if (lead[j] < 0) {
		lead[j] = i;
		in->group = i;
		in->memb[in->nr_memb++] = i;
		c->nr_groups++;
	} else if (!alone) {
		struct cnt_inst *l = &c->inst[lead[j]];

		in->group = lead[j];
		l->memb[l->nr_memb++] = i;
	}
}

/*
 * open_pmu_events - open each of @events of PMU @pmu on each of @cpus
 * @scope: "cpu" or "package"
 * @res: what happened to each event
 * Return: 0 when the PMU exists, -1 when it does not (nothing opened).
 */
static int open_pmu_events(struct counters *c, const char *root, const char *pmu,
			   const char *const *events, int nr_events, const int *cpus, int nr_cpus,
			   const char *scope, struct ev_result *res, int grouped)
{
	char pmudir[PATH_MAX], text[256], unit[64], name[128], source[128];
	uint64_t config;
	long long type;
	double scale;
	int i, j, fd, def, alone, *lead = NULL;

	snprintf(pmudir, sizeof(pmudir), "%s/" PMU_DIR "/%s", root, pmu);
	memset(res, 0, nr_events * sizeof(*res));
	if (sysfs_read_ll(&type, "%s/type", pmudir) < 0 || type < 0 || type > UINT32_MAX)
		return -1;
	if (grouped) {
		lead = malloc((nr_cpus ? nr_cpus : 1) * sizeof(*lead));
		if (!lead) {
			c->oom = 1;
			return 0;
		}
		for (j = 0; j < nr_cpus; j++)
			lead[j] = -1;
	}
	for (i = 0; i < nr_events; i++) {
		res[i].total = nr_cpus;
		if (sysfs_read_str(text, sizeof(text), "%s/events/%s", pmudir, events[i]) < 0)
			continue;
		res[i].offered = 1;
		if (event_config(pmudir, text, &config) < 0) {
			res[i].err = EINVAL;
			res[i].err_cpu = -1;
			continue;
		}
		if (sysfs_read_str(unit, sizeof(unit), "%s/events/%s.unit", pmudir, events[i]) ||
		    !unit[0])
			snprintf(unit, sizeof(unit), "%s", strcmp(pmu, "msr") ? "count" : "cycles");
		if (sysfs_read_str(text, sizeof(text), "%s/events/%s.scale", pmudir, events[i]) ||
		    (scale = strtod(text, NULL)) <= 0)
			scale = 1;
		snprintf(name, sizeof(name), "%s/%s", pmu, events[i]);
		snprintf(source, sizeof(source), "perf_event_open type=%lld config=0x%llx", type,
			 (unsigned long long)config);
		def = -1;
		for (j = 0; j < nr_cpus; j++) {
			int fails = c->group_fails;

			fd = open_grouped(c, (uint32_t)type, config, cpus, j, lead, grouped);
			alone = c->group_fails != fails;
			if (fd < 0) {
				if (!res[i].err) {
					res[i].err = -fd;
					res[i].err_cpu = cpus[j];
				}
				continue;
			}
			if (def < 0)
				def = add_def(c, name, unit, scale, scope, source);
			if (def < 0 || add_inst(c, def, cpus[j], fd, NULL, 0) < 0) {
				if (def < 0)
					close(fd);
				free(lead);
				return 0;
			}
			join(c, c->nr_inst - 1, j, lead, grouped, alone);
			res[i].opened++;
		}
	}
	free(lead);
	return 0;
}

enum { DESC_OPENED = 1, DESC_FAILED = 2, DESC_MISSING = 4 };

/*
 * describe_events - "A, B on 2 CPUs", "C on 1 of 2 CPUs (CPU 1: ...)",
 * "D: perf_event_open on CPU 0: ...", "E not offered by the msr PMU"
 */
static void describe_events(struct strbuf *sb, struct ev_result *res, int n, const char *noun,
			    const char *pmu, int what, const char *sep)
{
	int i, j, done[8] = { 0 };

	for (i = 0; i < n && (what & DESC_OPENED); i++) {
		if (!res[i].opened || done[i])
			continue;
		sb_adds(sb, sb->len ? sep : "");
		for (j = i; j < n; j++) {
			if (done[j] || res[j].opened != res[i].opened ||
			    (res[j].opened < res[j].total &&
			     (res[j].err != res[i].err || res[j].err_cpu != res[i].err_cpu)))
				continue;
			sb_printf(sb, "%s%s", j == i ? "" : ", ", res[j].name);
			done[j] = 1;
		}
		if (res[i].opened == res[i].total)
			sb_printf(sb, " on %d %s%s", res[i].opened, noun,
				  res[i].opened == 1 ? "" : "s");
		else
			sb_printf(sb, " on %d of %d %ss (CPU %d: %s)", res[i].opened,
				  res[i].total, noun, res[i].err_cpu, errstr(res[i].err));
	}
	for (i = 0; i < n && (what & DESC_FAILED); i++) {
		if (!res[i].offered || res[i].opened || done[i])
			continue;
		sb_adds(sb, sb->len ? sep : "");
		for (j = i; j < n; j++) {
			if (done[j] || !res[j].offered || res[j].opened ||
			    res[j].err != res[i].err || res[j].err_cpu != res[i].err_cpu)
				continue;
			sb_printf(sb, "%s%s", j == i ? "" : ", ", res[j].name);
			done[j] = 1;
		}
		if (res[i].err_cpu < 0)
			sb_printf(sb, ": events/ description not understood");
		else if (res[i].total)
			sb_printf(sb, ": perf_event_open on CPU %d: %s", res[i].err_cpu,
				  errstr(res[i].err));
		else
			sb_printf(sb, ": no online CPU");
	}
	for (i = j = 0; i < n && (what & DESC_MISSING); i++) {
		if (res[i].offered)
			continue;
		sb_adds(sb, j++ ? ", " : (sb->len ? sep : ""));
		sb_adds(sb, res[i].name);
	}
	if (j)
		sb_printf(sb, " not offered by the %s PMU", pmu);
}

/* zone_key - N and M of intel-rapl:N or intel-rapl:N:M (M = -1); 0, or -1 */
static int zone_key(const char *name, int *n, int *m)
{
	char *end;

	if (strncmp(name, "intel-rapl:", 11) != 0 || !isdigit((unsigned char)name[11]))
		return -1;
	*n = (int)strtol(name + 11, &end, 10);
	*m = -1;
	if (*end == ':' && isdigit((unsigned char)end[1]))
		*m = (int)strtol(end + 1, &end, 10);
	return *end ? -1 : 0;
}

static int zone_cmp(const void *a, const void *b)
{
	int an, am, bn, bm;

	zone_key(*(char *const *)a, &an, &am);
	zone_key(*(char *const *)b, &bn, &bm);
	if (an != bn)
		return an < bn ? -1 : 1;
	return am < bm ? -1 : am > bm;
}

static int read_energy(const char *path, uint64_t *val)
{
	char buf[32], *end;
	ssize_t n;
	int fd, err;

	/*
	 * Opened for each reading: two system calls more than a pread() on a kept
	 * descriptor, and it follows a file replaced by rename(), as test trees do.
	 */
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	n = read(fd, buf, sizeof(buf) - 1);
	err = errno;
	close(fd);
	if (n <= 0)
		return n < 0 ? -err : -EINVAL;
	buf[n] = '\0';
	*val = strtoull(buf, &end, 10);
	return end == buf ? -EINVAL : 0;
}

/*
 * open_powercap - one instance per intel-rapl zone and subzone whose energy_uj
 * reads; @names gets their names, @why the reason when there are none, or the
 * first zone that does not read
 * Return: zones opened.
 */
static int open_powercap(struct counters *c, const char *root, struct strbuf *names,
			 struct strbuf *why)
{
	char dir[PATH_MAX], zname[64], parent[64], cname[192], *path, **zones = NULL, **tmp;
	int nr = 0, cap = 0, opened = 0, i, n, m, def, err, first_err = 0;
	const char *first_zone = NULL;
	long long range;
	struct dirent *de;
	uint64_t v;
	DIR *d;

	snprintf(dir, sizeof(dir), "%s/" POWERCAP_DIR, root);
	d = opendir(dir);
	while (d && (de = readdir(d))) {
		if (zone_key(de->d_name, &n, &m) < 0)
			continue;
		if (nr == cap) {
			cap = cap ? 2 * cap : 8;
			tmp = realloc(zones, cap * sizeof(*zones));
			if (!tmp)
				break;
			zones = tmp;
		}
		zones[nr] = strdup(de->d_name);
		if (zones[nr])
			nr++;
	}
	if (d)
		closedir(d);
	if (!nr) {
		sb_adds(why, "no powercap intel-rapl zones");
		goto out_free;
	}
	qsort(zones, nr, sizeof(*zones), zone_cmp);
	for (i = 0; i < nr; i++) {
		zone_key(zones[i], &n, &m);
		if (asprintf(&path, "%s/%s/energy_uj", dir, zones[i]) < 0) {
			c->oom = 1;
			break;
		}
		err = read_energy(path, &v);
		if (err < 0) {
			if (!first_err) {
				first_err = -err;
				first_zone = zones[i];
			}
			free(path);
			continue;
		}
		if (sysfs_read_ll(&range, "%s/%s/max_energy_range_uj", dir, zones[i]) || range < 0)
			range = -1; /* unknown: no unwrap */
		if (sysfs_read_str(zname, sizeof(zname), "%s/%s/name", dir, zones[i]) || !zname[0])
			snprintf(zname, sizeof(zname), "%s", zones[i]);
		if (m < 0) {
			snprintf(cname, sizeof(cname), "powercap/%s", zname);
		} else {
			err = sysfs_read_str(parent, sizeof(parent), "%s/intel-rapl:%d/name", dir, n);
			if (err || !parent[0])
				snprintf(parent, sizeof(parent), "intel-rapl:%d", n);
			snprintf(cname, sizeof(cname), "powercap/%s/%s", parent, zname);
		}
		if (find_def(c, cname) >= 0)
			snprintf(cname, sizeof(cname), "powercap/%s", zones[i]);
		def = add_def(c, cname, "Joules", 1e-6, "zone", path);
		if (def < 0 || add_inst(c, def, -1, -1, path, (uint64_t)range + 1) < 0) {
			if (def < 0)
				free(path);
			break;
		}
		sb_printf(names, "%s%s", opened ? ", " : "", cname);
		opened++;
	}
	if (first_zone)
		sb_printf(why, "powercap %s energy_uj: %s", first_zone, strerror(first_err));

out_free:
	for (i = 0; i < nr; i++)
		free(zones[i]);
	free(zones);
	return opened;
}

/* online_cpus - the online CPUs of 0 .. nr-1 into @cpus, and one per package into @pkg */
static void online_cpus(const char *root, int nr, int *cpus, int *nr_online, int *pkg,
			int *nr_pkg)
{
	long long id, *ids = calloc(nr, sizeof(*ids));
	int cpu, i;

	*nr_online = *nr_pkg = 0;
	for (cpu = 0; cpu < nr; cpu++) {
		if (!sysfs_cpu_online(root, cpu))
			continue;
		cpus[(*nr_online)++] = cpu;
		if (sysfs_read_ll(&id, "%s/devices/system/cpu/cpu%d/topology/physical_package_id",
				  root, cpu) < 0)
			id = 0;
		for (i = 0; i < *nr_pkg && ids && ids[i] != id; i++)
			;
		if (ids && i == *nr_pkg) {
			ids[*nr_pkg] = id;
			pkg[(*nr_pkg)++] = cpu;
		}
	}
	if (!ids && *nr_online)
		pkg[(*nr_pkg)++] = cpus[0];
	free(ids);
}

/* open_rapl - power PMU, else powercap; one clause of the description */
static void open_rapl(struct counters *c, const char *root, const int *pkg, int nr_pkg)
{
	struct ev_result res[NR_POWER_EVENTS];
	struct strbuf why = STRBUF_INIT, names = STRBUF_INIT, zwhy = STRBUF_INIT;
	int i, opened = 0, offered = 0, have_pmu;

	have_pmu = open_pmu_events(c, root, "power", power_events, NR_POWER_EVENTS, pkg, nr_pkg,
				   "package", res, 0) == 0;
	for (i = 0; i < NR_POWER_EVENTS; i++) {
		res[i].name = i ? "power/energy-cores" : "power/energy-pkg";
		opened += res[i].opened;
		offered += res[i].offered;
	}
	if (opened) {
		describe_events(&c->desc, res, NR_POWER_EVENTS, "package", "power",
				DESC_OPENED | DESC_FAILED | DESC_MISSING, "; ");
		return;
	}
	if (!have_pmu)
		sb_adds(&why, "no power PMU");
	else if (!offered)
		sb_adds(&why, "the power PMU offers no energy-pkg or energy-cores");
	else
		describe_events(&why, res, NR_POWER_EVENTS, "package", "power", DESC_FAILED, ", ");

	clause(&c->desc);
	if (open_powercap(c, root, &names, &zwhy)) {
		sb_printf(&c->desc, "%s (%s)", sb_cstr(&names), sb_cstr(&why));
		if (zwhy.len)
			sb_printf(&c->desc, "; %s", sb_cstr(&zwhy));
	} else {
		sb_printf(&c->desc, "no RAPL: %s and %s", sb_cstr(&why), sb_cstr(&zwhy));
	}
	sb_free(&why);
	sb_free(&names);
	sb_free(&zwhy);
}

static void open_msr(struct counters *c, const char *root, const int *cpus, int nr)
{
	struct ev_result res[NR_MSR_EVENTS];
	static const char *const names[] = { "msr/aperf", "msr/mperf", "msr/tsc" };
	int i, have_pmu, grouped = groups_wanted(), before = c->nr_inst;

	have_pmu = open_pmu_events(c, root, "msr", msr_events, NR_MSR_EVENTS, cpus, nr, "cpu",
				   res, grouped) == 0;
	for (i = 0; i < NR_MSR_EVENTS; i++)
		res[i].name = names[i];
	if (!have_pmu) {
		clause(&c->desc);
		sb_adds(&c->desc, "no msr PMU (no msr/aperf, msr/mperf, msr/tsc)");
		return;
	}
	/* Each clause it adds starts with "; " when one precedes it. */
	describe_events(&c->desc, res, NR_MSR_EVENTS, "CPU", "msr",
			DESC_OPENED | DESC_FAILED | DESC_MISSING, "; ");
	if (c->nr_inst - before <= c->nr_groups)
		return; /* one counter a CPU at most: nothing to group */
	clause(&c->desc);
	if (!grouped)
		sb_adds(&c->desc, "msr counters read one at a time (PSTATE_COUNTER_GROUPS=0)");
	else if (c->group_fails)
		sb_printf(&c->desc, "msr counters read as one group per CPU but %d alone "
			  "(joining the group: %s)", c->group_fails, strerror(c->group_err));
	else
		sb_adds(&c->desc, "msr counters read as one group per CPU");
}

struct counters *counters_open(const char *sysfs_root, int nr_cpus, int dir_fd,
			       const char *spool_path)
{
	int *cpus = NULL, *pkg = NULL, nr_online, nr_pkg, err;
	pthread_condattr_t attr;
	struct counters *c;

	c = calloc(1, sizeof(*c));
	if (!c)
		goto out_oom;
	c->spool_fd = -1;
	pthread_mutex_init(&c->lock, NULL);
	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&c->cond, &attr);
	pthread_condattr_destroy(&attr);
	c->spool_path = strdup(spool_path);
	if (!c->spool_path)
		goto out_oom;
	c->dir_fd = dir_fd;
	c->spool_name = dir_fd == AT_FDCWD || !strrchr(c->spool_path, '/') ?
				c->spool_path : strrchr(c->spool_path, '/') + 1;
	c->spool_fd = openat(dir_fd, c->spool_name,
			     O_RDWR | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (c->spool_fd < 0) {
		err = errno;
		pt_err("%s: %s", spool_path, strerror(err));
		sb_printf(&c->desc, "no counters: spool %s: %s", spool_path, strerror(err));
		free(c->spool_path);
		c->spool_path = NULL;
		c->spool_name = NULL;
		return c;
	}
	if (nr_cpus < 1)
		nr_cpus = 1;
	cpus = calloc(nr_cpus, sizeof(*cpus));
	pkg = calloc(nr_cpus, sizeof(*pkg));
	if (!cpus || !pkg)
		goto out_oom;
	online_cpus(sysfs_root, nr_cpus, cpus, &nr_online, pkg, &nr_pkg);
	open_rapl(c, sysfs_root, pkg, nr_pkg);
	open_msr(c, sysfs_root, cpus, nr_online);
	if (c->oom || c->desc.oom)
		goto out_oom;
	c->round = calloc(c->nr_inst ? c->nr_inst : 1, sizeof(*c->round));
	if (!c->round)
		goto out_oom;
	free(cpus);
	free(pkg);
	return c;

out_oom:
	pt_err("counters: out of memory");
	free(cpus);
	free(pkg);
	if (c)
		counters_close(c);
	return NULL;
}

const char *counters_describe(const struct counters *c)
{
	return c->desc.buf ? c->desc.buf : "no counters";
}

int counters_available(const struct counters *c)
{
	return c->nr_defs;
}

/*
 * read_group - the values of leader @in's members into @val, in their
 * order: { nr, value[nr] } as PERF_FORMAT_GROUP reads them
 */
static int read_group(const struct cnt_inst *in, uint64_t *val)
{
	uint64_t buf[1 + MAX_GROUP];
	size_t want = (size_t)(1 + in->nr_memb) * sizeof(buf[0]);
	ssize_t n;

	n = read(in->fd, buf, want);
	if (n < 0)
		return -errno;
	if ((size_t)n != want || buf[0] != (uint64_t)in->nr_memb)
		return -EIO;
	memcpy(val, buf + 1, in->nr_memb * sizeof(*val));
	return 0;
}

static int read_inst(const struct cnt_inst *in, uint64_t *val)
{
	ssize_t n;

	if (in->path)
		return read_energy(in->path, val);
	n = read(in->fd, val, sizeof(*val));
	if (n == sizeof(*val))
		return 0;
	return n < 0 ? -errno : -EIO;
}

static int64_t clock_ns(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int64_t now_ns(void)
{
	return clock_ns(CLOCK_MONOTONIC);
}

/* read_error - count a failed reading of instance @i */
static void read_error(struct counters *c, int i, int err)
{
	if (!c->read_errors++) {
		c->read_err = -err;
		c->read_err_inst = i;
	}
}

/* put - instance @i's reading @raw, taken at @ts, into the round */
static void put(struct counters *c, int *nr, int i, int64_t ts, uint64_t raw)
{
	c->round[*nr].ts = ts;
	c->round[*nr].raw = raw;
	c->round[*nr].inst = (uint32_t)i;
	c->round[*nr].reserved = 0;
	(*nr)++;
}

/* sample_locked - one round into the spool; c->lock held; 0 or -1 */
static int sample_locked(struct counters *c)
{
	size_t len, off = 0;
	int64_t t0, t1, cpu0, start;
	uint64_t raw, vals[MAX_GROUP];
	ssize_t n;
	int i, k, nr = 0, err;

	if (c->spool_err)
		return -1;
	cpu0 = clock_ns(CLOCK_THREAD_CPUTIME_ID);
	start = now_ns();
	c->reads = 0;
	for (i = 0; i < c->nr_inst; i++) {
		const struct cnt_inst *in = &c->inst[i];

		if (in->group >= 0 && in->group != i)
			continue; /* read with its leader */
		c->reads++;
		t0 = now_ns();
		err = in->group == i ? read_group(in, vals) : read_inst(in, &raw);
		t1 = now_ns();
		if (err < 0) {
			read_error(c, i, err);
			continue;
		}
		if (in->group != i) {
			put(c, &nr, i, t0 + (t1 - t0) / 2, raw);
			continue;
		}
		for (k = 0; k < in->nr_memb; k++)
			put(c, &nr, in->memb[k], t0 + (t1 - t0) / 2, vals[k]);
	}
	len = nr * sizeof(*c->round);
	while (off < len) {
		n = write(c->spool_fd, (char *)c->round + off, len - off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			c->spool_err = n < 0 ? errno : ENOSPC;
			pt_err("%s: %s: counter sampling stopped", c->spool_path,
			       strerror(c->spool_err));
			return -1;
		}
		off += n;
	}
	c->nr_rounds++;
	t1 = now_ns() - start;
	if (t1 > c->max_round_ns)
		c->max_round_ns = t1;
	c->cpu_ns += clock_ns(CLOCK_THREAD_CPUTIME_ID) - cpu0;
	return 0;
}

static void ts_add_us(struct timespec *ts, unsigned int us)
{
	ts->tv_nsec += (long)(us % 1000000) * 1000;
	ts->tv_sec += us / 1000000 + ts->tv_nsec / 1000000000;
	ts->tv_nsec %= 1000000000;
}

static int ts_le(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec < b->tv_sec || (a->tv_sec == b->tv_sec && a->tv_nsec <= b->tv_nsec);
}

/* sampler - the thread: a round at each tick of c->interval_us until stopped */
static void *sampler(void *arg)
{
	struct counters *c = arg;
	struct timespec now;
	int rc;

	pthread_mutex_lock(&c->lock);
	while (!c->stopping) {
		/* Ticks missed (a stalled thread) are skipped, not caught up in a burst. */
		clock_gettime(CLOCK_MONOTONIC, &now);
		while (ts_le(&c->next, &now))
			ts_add_us(&c->next, c->interval_us);
		rc = 0;
		while (!c->stopping && !rc)
			rc = pthread_cond_timedwait(&c->cond, &c->lock, &c->next);
		if (c->stopping)
			break;
		sample_locked(c);
	}
	pthread_mutex_unlock(&c->lock);
	return NULL;
}

int counters_start(struct counters *c, unsigned int interval_us)
{
	sigset_t all, old;
	int err;

	if (c->running) {
		pt_err("counters: already sampling");
		return -1;
	}
	if (!c->nr_inst)
		return 0;
	pthread_mutex_lock(&c->lock);
	c->interval_us = interval_us ? interval_us : DEFAULT_INTERVAL_US;
	c->stopping = 0;
	err = sample_locked(c);
	clock_gettime(CLOCK_MONOTONIC, &c->next);
	pthread_mutex_unlock(&c->lock);
	if (err < 0)
		return -1;

	/* Signals (SIGINT for the workload) are for the main thread. */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	err = pthread_create(&c->thread, NULL, sampler, c);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (err) {
		pt_err("counters: cannot start the sampler thread: %s", strerror(err));
		return -1;
	}
	c->running = 1;
	return 0;
}

int counters_stop(struct counters *c)
{
	int ret;

	if (!c->running)
		return 0;
	pthread_mutex_lock(&c->lock);
	c->stopping = 1;
	pthread_cond_signal(&c->cond);
	pthread_mutex_unlock(&c->lock);
	pthread_join(c->thread, NULL);
	c->running = 0;

	pthread_mutex_lock(&c->lock);
	ret = sample_locked(c);
	if (c->read_errors) {
		pt_warn("counters: %llu readings failed, the first of %s: %s", c->read_errors,
			c->defs[c->inst[c->read_err_inst].def].name, strerror(c->read_err));
	}
	pthread_mutex_unlock(&c->lock);
	return ret;
}

int counters_sample_now(struct counters *c)
{
	int ret;

	if (!c->nr_inst)
		return 0;
	pthread_mutex_lock(&c->lock);
	ret = sample_locked(c);
	pthread_mutex_unlock(&c->lock);
	return ret;
}

void counters_cost(struct counters *c, struct counters_cost *cost)
{
	pthread_mutex_lock(&c->lock);
	cost->rounds = c->nr_rounds;
	cost->reads = c->reads;
	cost->readings = c->nr_inst;
	cost->cpu_ns = c->cpu_ns;
	cost->max_round_ns = c->max_round_ns;
	pthread_mutex_unlock(&c->lock);
}

unsigned long long counters_nr_samples(struct counters *c)
{
	unsigned long long n;

	pthread_mutex_lock(&c->lock);
	n = c->nr_rounds;
	pthread_mutex_unlock(&c->lock);
	return n;
}

static int load_defs(struct counters *c, sqlite3 *db)
{
	sqlite3_stmt *stmt;
	int i, ret = 0;

	stmt = db_prepare(db, "INSERT INTO counter (name, unit, scale, scope, source)"
			      " VALUES (?, ?, ?, ?, ?)");
	if (!stmt)
		return -1;
	for (i = 0; i < c->nr_defs && !ret; i++) {
		sqlite3_bind_text(stmt, 1, c->defs[i].name, -1, SQLITE_STATIC);
		sqlite3_bind_text(stmt, 2, c->defs[i].unit, -1, SQLITE_STATIC);
		sqlite3_bind_double(stmt, 3, c->defs[i].scale);
		sqlite3_bind_text(stmt, 4, c->defs[i].scope, -1, SQLITE_STATIC);
		sqlite3_bind_text(stmt, 5, c->defs[i].source, -1, SQLITE_STATIC);
		if (sqlite3_step(stmt) != SQLITE_DONE) {
			pt_err("sqlite: counter %s: %s", c->defs[i].name, sqlite3_errmsg(db));
			ret = -1;
		}
		sqlite3_reset(stmt);
	}
	sqlite3_finalize(stmt);
	return ret;
}

long long counters_load(struct counters *c, sqlite3 *db)
{
	struct spool_rec *recs = NULL;
	struct cnt_inst *in;
	sqlite3_stmt *stmt = NULL;
	long long rows = 0;
	off_t off = 0;
	ssize_t n;
	size_t i;

	if (c->running) {
		pt_err("counters: load while sampling");
		return -1;
	}
	if (load_defs(c, db) < 0)
		return -1;
	if (!c->nr_inst || c->spool_fd < 0)
		return 0;
	recs = malloc(LOAD_CHUNK * sizeof(*recs));
	stmt = db_prepare(db, "INSERT INTO counter_sample (ts, cpu, name, value)"
			      " VALUES (?, ?, ?, ?)");
	if (!recs || !stmt)
		goto out_fail;
	for (i = 0; i < (size_t)c->nr_inst; i++)
		c->inst[i].seen = 0;
	for (;;) {
		n = pread(c->spool_fd, recs, LOAD_CHUNK * sizeof(*recs), off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			pt_err("%s: %s", c->spool_path, strerror(errno));
			goto out_fail;
		}
		/* A record cut short by a failed write is dropped. */
		if ((size_t)n < sizeof(*recs))
			break;
		for (i = 0; i < (size_t)n / sizeof(*recs); i++) {
			if (recs[i].inst >= (uint32_t)c->nr_inst) {
				pt_err("%s: corrupt record at byte %lld", c->spool_path,
				       (long long)off + (long long)(i * sizeof(*recs)));
				goto out_fail;
			}
			in = &c->inst[recs[i].inst];
			if (in->seen)
				in->total += counter_unwrap(in->prev, recs[i].raw, in->range);
			else
				in->total = 0;
			in->seen = 1;
			in->prev = recs[i].raw;
			sqlite3_bind_int64(stmt, 1, recs[i].ts);
			sqlite3_bind_int(stmt, 2, in->cpu);
			sqlite3_bind_text(stmt, 3, c->defs[in->def].name, -1, SQLITE_STATIC);
			sqlite3_bind_int64(stmt, 4, (sqlite3_int64)in->total);
			if (sqlite3_step(stmt) != SQLITE_DONE) {
				pt_err("sqlite: counter_sample: %s", sqlite3_errmsg(db));
				goto out_fail;
			}
			sqlite3_reset(stmt);
			rows++;
		}
		off += n - n % (ssize_t)sizeof(*recs);
	}
	sqlite3_finalize(stmt);
	free(recs);
	return rows;

out_fail:
	if (!recs)
		pt_err("counters: out of memory");
	sqlite3_finalize(stmt);
	free(recs);
	return -1;
}

void counters_close(struct counters *c)
{
	int i;

	if (!c)
		return;
	if (c->running)
		counters_stop(c);
	for (i = 0; i < c->nr_inst; i++) {
		if (c->inst[i].fd >= 0)
			close(c->inst[i].fd);
		free(c->inst[i].path);
	}
	for (i = 0; i < c->nr_defs; i++) {
		free(c->defs[i].name);
		free(c->defs[i].unit);
		free(c->defs[i].source);
	}
	if (c->spool_fd >= 0) {
		close(c->spool_fd);
		unlinkat(c->dir_fd, c->spool_name, 0);
	}
	pthread_cond_destroy(&c->cond);
	pthread_mutex_destroy(&c->lock);
	free(c->inst);
	free(c->defs);
	free(c->round);
	free(c->spool_path);
	sb_free(&c->desc);
	free(c);
}
