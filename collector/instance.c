// SPDX-License-Identifier: GPL-2.0
/*
 * instance.c - create, set up and always remove our tracefs instance, and
 * read what it knows besides the events: the event formats (and kallsyms),
 * the per-CPU buffer statistics, saved_cmdlines, the sub-buffer size.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>
#include "db.h"
#include "instance.h"
#include "loader.h"
#include "msg.h"
#include "summary.h"

#define TRACEFS_PATH "/sys/kernel/tracing"

int inst_check_tracefs(void)
{
	const char *dir;

	if (access(TRACEFS_PATH "/instances", F_OK) < 0 && errno == ENOENT && geteuid() == 0) {
		/* Not mounted: mount it where the kernel documents it. */
		if (mount("nodev", TRACEFS_PATH, "tracefs", 0, NULL) < 0) {
			pt_err("cannot mount tracefs at %s: %s (mount -t tracefs nodev %s)",
			       TRACEFS_PATH, strerror(errno), TRACEFS_PATH);
			return -1;
		}
	}
	dir = tracefs_tracing_dir();
	if (!dir) {
		pt_err("cannot open tracefs at %s: %s%s", TRACEFS_PATH,
		       strerror(errno ? errno : ENOENT),
		       geteuid() ? " (run as root)" : " (mount -t tracefs nodev " TRACEFS_PATH ")");
		return -1;
	}
	if (access(dir, R_OK | W_OK | X_OK) < 0) {
		pt_err("cannot open tracefs at %s: %s%s", dir, strerror(errno),
		       errno == EACCES || errno == EPERM ? " (run as root)" : "");
		return -1;
	}
	return 0;
}

/*
 * remove_if_stale - an instance of ours (pstate-trace-N) that nothing has
 * open.  A live recording always holds one of its instance's files open
 * (inst_create()), and the kernel refuses to remove an instance with an open
 * file (EBUSY): so removing is the test, sound across PID namespaces, where
 * N tells nothing (instances are the whole machine's, process ids are not).
 */
static int remove_if_stale(const char *name, void *data)
{
	size_t np = strlen(INSTANCE_PREFIX);
	int *removed = data;
	struct tracefs_instance *inst;
	char own[64];

	snprintf(own, sizeof(own), INSTANCE_PREFIX "%d", (int)getpid());
	if (strncmp(name, INSTANCE_PREFIX, np) != 0 || !name[np] ||
	    name[np + strspn(name + np, "0123456789")] || !strcmp(name, own))
		return 0;
	inst = tracefs_instance_alloc(NULL, name);
	if (!inst)
		return 0;
	if (tracefs_instance_destroy(inst) == 0) {
		pt_warn("removed the stale tracefs instance %s", name);
		(*removed)++;
	}
	tracefs_instance_free(inst);
	return 0;
}

int inst_remove_stale(void)
{
	int removed = 0;

	tracefs_instances_walk(remove_if_stale, &removed);
	return removed;
}

int inst_add_event(struct trace_inst *ti, const char *system, const char *name, int required)
{
	struct event_req *e = realloc(ti->events, (ti->nr_events + 1) * sizeof(*e));

	if (!e)
		return -1;
	ti->events = e;
	e = &ti->events[ti->nr_events];
	e->system = strdup(system);
	e->name = strdup(name);
	e->enabled = 0;
	e->required = required;
	if (!e->system || !e->name) {
		free(e->system);
		free(e->name);
		return -1;
	}
	ti->nr_events++;
	return 0;
}

int inst_drop_event(struct trace_inst *ti, const char *spec)
{
	const char *colon = strchr(spec, ':');
	int i, found = 0;

	for (i = 0; i < ti->nr_events; i++) {
		struct event_req *e = &ti->events[i];
		int match;

		if (colon)
			match = !strncmp(e->system, spec, colon - spec) &&
				e->system[colon - spec] == '\0' && !strcmp(e->name, colon + 1);
		else
			match = !strcmp(e->name, spec);
		if (!match)
			continue;
		free(e->system);
		free(e->name);
		memmove(e, e + 1, (ti->nr_events - i - 1) * sizeof(*e));
		ti->nr_events--;
		i--;
		found = 1;
	}
	return found;
}

/* mem_available_kb - what can be had without pushing anything out (MemAvailable) */
static unsigned long long mem_available_kb(void)
{
	unsigned long long kb = 0;
	char line[256];
	FILE *f = fopen("/proc/meminfo", "r");

	if (f) {
		while (fgets(line, sizeof(line), f))
			if (sscanf(line, "MemAvailable: %llu kB", &kb) == 1)
				break;
		fclose(f);
	}
	if (!kb)
		kb = (unsigned long long)sysconf(_SC_PHYS_PAGES) * (sysconf(_SC_PAGESIZE) / 1024);
	return kb;
}

size_t inst_default_buffer_kb(int nr_cpus)
{
	return inst_buffer_kb_for(mem_available_kb(), nr_cpus);
}

size_t inst_buffer_kb_for(unsigned long long avail, int nr_cpus)
{
	unsigned long long kb, cap;

	if (nr_cpus < 1)
		nr_cpus = 1;
	kb = avail / BUFFER_MEM_SHARE / nr_cpus;
	if (kb < BUFFER_MIN_KB)
		kb = BUFFER_MIN_KB;
	if (kb > BUFFER_MAX_KB)
		kb = BUFFER_MAX_KB;
	cap = avail / BUFFER_MEM_CAP / nr_cpus;
	if (kb > cap)
		kb = cap;
	if (kb < BUFFER_FLOOR_KB)
		kb = BUFFER_FLOOR_KB;
	return (size_t)kb;
}

/*
 * make_held - create our instance and open its tracing_on, held until
 * inst_destroy(): what makes it busy, and so live, to remove_if_stale() of
 * any other recording; made again when one took it between the two
 */
static int make_held(struct trace_inst *ti)
{
	int tries;

	for (tries = 0; tries < 3; tries++) {
		ti->inst = tracefs_instance_create(ti->name);
		if (!ti->inst) {
			pt_err("cannot create the tracefs instance %s: %s", ti->name,
			       strerror(errno));
			return -1;
		}
		if (!tracefs_instance_is_new(ti->inst)) {
			pt_err("tracefs instance %s already exists: in use by a recording with this "
			       "process id (in another PID namespace?)", ti->name);
			tracefs_instance_free(ti->inst);
			ti->inst = NULL;
			return -1;
		}
		ti->hold_fd = tracefs_instance_file_open(ti->inst, "tracing_on",
							 O_RDONLY | O_CLOEXEC);
		if (ti->hold_fd >= 0)
			return 0;
		if (errno != ENOENT)
			break;
		tracefs_instance_free(ti->inst); /* removed as soon as made: again */
		ti->inst = NULL;
	}
	pt_err("%s: cannot open its tracing_on: %s", ti->name, strerror(errno));
	if (ti->inst) {
		tracefs_instance_destroy(ti->inst);
		tracefs_instance_free(ti->inst);
		ti->inst = NULL;
	}
	return -1;
}

/*
 * set_cpumask - tracing_cpumask of the instance to @ti->cpu_set: hex, in
 * groups of 32 CPUs, the highest first, comma separated, as the kernel
 * prints it; the CPUs not traced get the smallest buffer
 * Return: 0, or -1 (printed).
 */
static int set_cpumask(struct trace_inst *ti)
{
	struct strbuf sb = STRBUF_INIT;
	int g, c, ret = 0;

	for (g = (ti->nr_cpus - 1) / 32; g >= 0; g--) {
		unsigned int bits = 0;

		for (c = 0; c < 32 && g * 32 + c < ti->cpu_set_len; c++)
			if (ti->cpu_set[g * 32 + c])
				bits |= 1U << c;
		sb_printf(&sb, "%s%08x", sb.len ? "," : "", bits);
	}
	if (tracefs_instance_file_write(ti->inst, "tracing_cpumask", sb_cstr(&sb)) <= 0) {
		pt_err("%s: cannot set tracing_cpumask to %s: %s", ti->name, sb_cstr(&sb),
		       strerror(errno));
		ret = -1;
	}
	sb_free(&sb);
	/* best effort: a CPU not traced writes nothing into its buffer */
	for (c = 0; !ret && c < ti->nr_cpus; c++)
		if (c >= ti->cpu_set_len || !ti->cpu_set[c])
			tracefs_instance_set_buffer_size(ti->inst, 4, c);
	return ret;
}

int inst_create(struct trace_inst *ti, size_t buffer_kb, int buffer_percent)
{
	ssize_t kb;
	int i;

	snprintf(ti->name, sizeof(ti->name), INSTANCE_PREFIX "%d", (int)getpid());
	ti->nr_cpus = (int)sysconf(_SC_NPROCESSORS_CONF);
	ti->hold_fd = -1;
	if (!buffer_kb)
		buffer_kb = inst_default_buffer_kb(ti->nr_cpus);
	if (make_held(ti) < 0)
		return -1;
	if (tracefs_trace_off(ti->inst) < 0) {
		pt_err("%s: cannot turn tracing off: %s", ti->name, strerror(errno));
		goto out_destroy;
	}
	if (tracefs_instance_file_write(ti->inst, "trace_clock", "mono") < 0) {
		pt_err("%s: cannot set trace_clock to mono: %s", ti->name, strerror(errno));
		goto out_destroy;
	}
	if (tracefs_instance_set_buffer_size(ti->inst, buffer_kb, -1) < 0) {
		pt_err("%s: cannot set buffer_size_kb to %zu: %s", ti->name, buffer_kb,
		       strerror(errno));
		goto out_destroy;
	}
	kb = tracefs_instance_get_buffer_size(ti->inst, 0);
	ti->buffer_kb = kb > 0 ? (size_t)kb : buffer_kb;
	if (ti->cpu_set && set_cpumask(ti) < 0)
		goto out_destroy;
	ti->buffer_percent = -1;
	if (buffer_percent >= 0) {
		char pct[16];

		snprintf(pct, sizeof(pct), "%d", buffer_percent);
		/* kernels before 5.2 have none: the readers then wake on any data */
		if (tracefs_instance_file_write(ti->inst, "buffer_percent", pct) > 0)
			ti->buffer_percent = buffer_percent;
		else
			pt_warn("%s: cannot set buffer_percent to %d: %s", ti->name,
				buffer_percent, strerror(errno));
	}
	for (i = 0; i < ti->nr_events; i++) {
		struct event_req *e = &ti->events[i];

		if (!tracefs_event_file_exists(ti->inst, e->system, e->name, "enable")) {
			if (e->required) {
				pt_err("this kernel has no %s:%s event (CONFIG_TRACEPOINTS, "
				       "CONFIG_SCHED_TRACER?); nothing to record",
				       e->system, e->name);
				goto out_destroy;
			}
			continue;
		}
		if (tracefs_event_enable(ti->inst, e->system, e->name) < 0) {
			pt_err("%s: cannot enable %s:%s: %s", ti->name, e->system, e->name,
			       strerror(errno));
			if (e->required)
				goto out_destroy;
			continue;
		}
		e->enabled = 1;
	}
	return 0;

out_destroy:
	inst_destroy(ti);
	return -1;
}

int inst_start(struct trace_inst *ti)
{
	return tracefs_trace_on(ti->inst);
}

int inst_stop(struct trace_inst *ti)
{
	return ti->inst ? tracefs_trace_off(ti->inst) : 0;
}

static void list_events(struct trace_inst *ti, struct strbuf *sb, int enabled)
{
	int i, n = 0;

	for (i = 0; i < ti->nr_events; i++) {
		if (ti->events[i].enabled != enabled)
			continue;
		sb_printf(sb, "%s%s:%s", n++ ? "," : "", ti->events[i].system,
			  ti->events[i].name);
	}
}

void inst_missing(struct trace_inst *ti, struct strbuf *sb)
{
	list_events(ti, sb, 0);
}

void inst_enabled(struct trace_inst *ti, struct strbuf *sb)
{
	list_events(ti, sb, 1);
}

void inst_destroy(struct trace_inst *ti)
{
	if (ti->inst) {
		tracefs_trace_off(ti->inst);
		if (ti->hold_fd >= 0)
			close(ti->hold_fd);
		ti->hold_fd = -1;
		if (tracefs_instance_destroy(ti->inst) < 0)
			pt_err("cannot remove the tracefs instance %s: %s", ti->name,
			       strerror(errno));
		tracefs_instance_free(ti->inst);
		ti->inst = NULL;
	}
}

void inst_free(struct trace_inst *ti)
{
	int i;

	inst_destroy(ti);
	for (i = 0; i < ti->nr_events; i++) {
		free(ti->events[i].system);
		free(ti->events[i].name);
	}
	free(ti->events);
	ti->events = NULL;
	ti->nr_events = 0;
}

/*
 * read_all - the whole of @path, NUL-terminated; *@lenp its length.  proc and
 * tracefs files have no size to stat: the buffer doubles as it fills, so a
 * 5 MB kallsyms costs a few copies, not one per page.
 * Return: a malloc'ed buffer (caller frees), or NULL with errno set.
 */
static char *read_all(const char *path, size_t *lenp)
{
	size_t n = 0, cap = 1 << 16;
	char *buf = malloc(cap), *p;
	FILE *f = fopen(path, "re");
	int err;

	if (!f || !buf)
		goto out_err;
	for (;;) {
		size_t r = fread(buf + n, 1, cap - n - 1, f);

		n += r;
		if (r == 0)
			break;
		if (cap - n - 1 == 0) {
			p = realloc(buf, cap * 2);
			if (!p)
				goto out_err;
			buf = p;
			cap *= 2;
		}
	}
	if (ferror(f)) {
		errno = EIO;
		goto out_err;
	}
	fclose(f);
	buf[n] = '\0';
	*lenp = n;
	return buf;
out_err:
	err = errno;
	if (f)
		fclose(f);
	free(buf);
	errno = err;
	return NULL;
}

/* parse_format - events/@system/@name/format into @tep; 0, or -1 */
static int parse_format(struct tep_handle *tep, const char *tracing, const char *system,
			const char *name)
{
	char *path, *buf;
	size_t len;
	int rc;

	if (asprintf(&path, "%s/events/%s/%s/format", tracing, system, name) < 0)
		return -1;
	buf = read_all(path, &len);
	free(path);
	if (!buf)
		return -1;
	rc = tep_parse_event(tep, buf, len, system) ? -1 : 0;
	free(buf);
	return rc;
}

/* parse_ftrace - the formats of the ring buffer's own records (print, bprint, ...) */
static void parse_ftrace(struct tep_handle *tep, const char *tracing)
{
	char *path;
	struct dirent *e;
	DIR *d;

	if (asprintf(&path, "%s/events/ftrace", tracing) < 0)
		return;
	d = opendir(path);
	free(path);
	while (d && (e = readdir(d))) {
		if (e->d_name[0] != '.')
			parse_format(tep, tracing, "ftrace", e->d_name);
	}
	if (d)
		closedir(d);
}

/* parse_mappings - kallsyms (it names the work functions), printk_formats
 * (bprint's strings) and saved_cmdlines; each is best effort */
static void parse_mappings(struct tep_handle *tep, const char *tracing)
{
	char *path, *buf;
	size_t len;

	buf = read_all("/proc/kallsyms", &len);
	if (!buf)
		pt_warn("/proc/kallsyms: %s: work functions stay addresses", strerror(errno));
	else if (tep_parse_kallsyms(tep, buf) < 0)
		pt_warn("cannot parse /proc/kallsyms: work functions stay addresses");
	free(buf);
	if (asprintf(&path, "%s/printk_formats", tracing) >= 0) {
		buf = read_all(path, &len);
		if (buf && len)
			tep_parse_printk_formats(tep, buf);
		free(buf);
		free(path);
	}
	tracefs_load_cmdlines(tracing, tep);
}

struct tep_handle *inst_load_tep(struct trace_inst *ti)
{
	const char *tracing = tracefs_tracing_dir();
	struct tep_handle *tep;
	char *path = NULL, *buf = NULL;
	size_t len;
	int i, hps;

	/*
	 * What libtracefs's tracefs_local_events_system() does, but with the
	 * formats of the events recorded only (a record of another event is
	 * no record of ours: counted as unreadable), and kallsyms read once
	 */
	tep = tracing ? tep_alloc() : NULL;
	if (!tep || asprintf(&path, "%s/events/header_page", tracing) < 0)
		goto out_err;
	buf = read_all(path, &len);
	if (!buf)
		goto out_err;
	tep_parse_header_page(tep, buf, len, sizeof(long));
	free(buf);
	free(path);
	parse_ftrace(tep, tracing);
	for (i = 0; i < ti->nr_events; i++) {
		if (ti->events[i].enabled &&
		    parse_format(tep, tracing, ti->events[i].system, ti->events[i].name) < 0)
			pt_warn("%s:%s: cannot read its format: its events are left out, counted",
				ti->events[i].system, ti->events[i].name);
	}
	parse_mappings(tep, tracing);
	hps = tep_get_header_page_size(tep);
	tep_set_long_size(tep, hps > 0 ? hps : (int)sizeof(long));
	tep_set_cpus(tep, ti->nr_cpus);
	return tep;
out_err:
	pt_err("cannot read the event formats from tracefs: %s", strerror(errno ? errno : EIO));
	free(path);
	if (tep)
		tep_free(tep);
	return NULL;
}

int inst_subbuf_size(struct trace_inst *ti)
{
	long long kb;

	if (tracefs_instance_file_read_number(ti->inst, "buffer_subbuf_size_kb", &kb) == 0 &&
	    kb > 0)
		return (int)(kb * 1024);
	return (int)sysconf(_SC_PAGESIZE);
}

enum { BS_ENTRIES, BS_OVERRUN, BS_COMMIT_OVERRUN, BS_DROPPED, BS_READ, BS_BYTES, NR_BS };

/* stats_row - one CPU's values into @table (absent ones NULL) */
static int stats_row(sqlite3 *db, const char *table, sqlite3_stmt *st, int cpu,
		     const long long *vals, struct summary *sum)
{
	int k, rc;

	sqlite3_bind_int(st, 1, cpu);
	for (k = 0; k < NR_BS; k++) {
		if (vals[k] >= 0)
			sqlite3_bind_int64(st, k + 2, vals[k]);
		else
			sqlite3_bind_null(st, k + 2);
	}
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE) {
		pt_err("sqlite: %s: %s", table, sqlite3_errmsg(db));
		return -1;
	}
	if (sum)
		summary_buffer(sum, cpu, vals[BS_ENTRIES], vals[BS_OVERRUN],
			       vals[BS_COMMIT_OVERRUN], vals[BS_DROPPED], vals[BS_READ]);
	return 0;
}

/* stats_store - buffer_stats_store() into @table, a table of buffer_stats' columns */
static int stats_store(sqlite3 *db, const char *table, const char *text, int cpu,
		       struct summary *sum)
{
	static const char *const keys[NR_BS] = { "entries:", "overrun:", "commit overrun:",
						 "dropped events:", "read events:", "bytes:" };
	long long vals[NR_BS] = { -1, -1, -1, -1, -1, -1 };
	const char *p = text;
	sqlite3_stmt *st;
	char sql[192];
	int ret = 0, k;

	snprintf(sql, sizeof(sql), "INSERT OR REPLACE INTO %s (cpu, entries, overrun, "
		 "commit_overrun, dropped_events, read_events, bytes) VALUES (?, ?, ?, ?, ?, ?, ?)",
		 table);
	st = db_prepare(db, sql);
	if (!st)
		return -1;
	for (;;) {
		const char *e = strchr(p, '\n');
		int at_end = !*p;

		if (at_end || !strncmp(p, "CPU:", 4)) {
			/* a CPU's block ends at the next "CPU:" line or at the end */
			if (cpu >= 0 && stats_row(db, table, st, cpu, vals, sum) < 0)
				ret = -1;
			if (at_end)
				break;
			cpu = atoi(p + 4);
			for (k = 0; k < NR_BS; k++)
				vals[k] = -1;
		} else if (cpu >= 0) {
			for (k = 0; k < NR_BS; k++)
				if (!strncmp(p, keys[k], strlen(keys[k])))
					vals[k] = strtoll(p + strlen(keys[k]), NULL, 10);
		}
		p = e ? e + 1 : p + strlen(p);
	}
	sqlite3_finalize(st);
	return ret;
}

int buffer_stats_store(sqlite3 *db, const char *text, int cpu, struct summary *sum)
{
	return stats_store(db, "buffer_stats", text, cpu, sum);
}

char **inst_stats_snapshot(struct trace_inst *ti)
{
	char **texts = calloc(ti->nr_cpus > 0 ? ti->nr_cpus : 1, sizeof(*texts));
	int cpu;

	if (!texts)
		return NULL;
	for (cpu = 0; cpu < ti->nr_cpus; cpu++) {
		char file[64];

		snprintf(file, sizeof(file), "per_cpu/cpu%d/stats", cpu);
		/* NULL: an offline CPU */
		texts[cpu] = tracefs_instance_file_read(ti->inst, file, NULL);
	}
	return texts;
}

int inst_store_stats(struct trace_inst *ti, char **texts, sqlite3 *db, const char *table,
		     struct summary *sum)
{
	int cpu, ret = 0;

	for (cpu = 0; texts && cpu < ti->nr_cpus; cpu++)
		if (texts[cpu] && stats_store(db, table, texts[cpu], cpu, sum) < 0)
			ret = -1;
	return ret;
}

void inst_stats_free(struct trace_inst *ti, char **texts)
{
	int cpu;

	for (cpu = 0; texts && cpu < ti->nr_cpus; cpu++)
		free(texts[cpu]);
	free(texts);
}

int inst_read_stats(struct trace_inst *ti, sqlite3 *db, struct summary *sum)
{
	char **texts = inst_stats_snapshot(ti);
	int ret;

	if (!texts) {
		pt_err("%s: cannot read its buffer statistics: %s", ti->name, strerror(ENOMEM));
		return -1;
	}
	ret = inst_store_stats(ti, texts, db, "buffer_stats", sum);
	inst_stats_free(ti, texts);
	return ret;
}

void inst_read_cmdlines(struct loader *l)
{
	char *text = tracefs_instance_file_read(NULL, "saved_cmdlines", NULL);
	char *line, *save = NULL;

	if (!text)
		return;
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *sp;
		int pid = (int)strtol(line, &sp, 10);

		if (sp != line && *sp == ' ' && pid > 0)
			loader_cmdline(l, pid, sp + 1);
	}
	free(text);
}
