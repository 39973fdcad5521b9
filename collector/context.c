// SPDX-License-Identifier: GPL-2.0
/*
 * context.c - the kernel command line, HZ, preemption model, microcode, SMT
 * and governor tunables of the recording machine, into meta.
 *
 * A bug report's numbers mean little without them: schedutil's rate limit,
 * ondemand's up_threshold, amd_pstate= on the command line, HZ and SMT all
 * move a benchmark's result.  Each is read from the file that says it; a
 * file that is not there gives "not available" rather than a default.
 */
#include <dirent.h>
#include <stddef.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <zlib.h>
#include "context.h"
#include "db.h"
#include "msg.h"
#include "strbuf.h"
#include "sysfs.h"

#define CPU_DIR "devices/system/cpu"
#define MAX_CMDLINE ((size_t)64 * 1024) /* COMMAND_LINE_SIZE is 2 KiB to 4 KiB on most arches */
#define MAX_TUNABLE 256

static const char *env_dir(const char *name, const char *def)
{
	const char *v = getenv(name);

	return v && *v ? v : def;
}

/* read_all - up to @max bytes of @path into @sb, trailing newlines dropped; 0 or -1 */
static int read_all(struct strbuf *sb, const char *path, size_t max)
{
	char buf[4096];
	size_t total = 0;
	ssize_t n;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	while (total < max && (n = read(fd, buf, sizeof(buf))) > 0) {
		if ((size_t)n > max - total)
			n = (ssize_t)(max - total);
		sb_add(sb, buf, (size_t)n);
		total += (size_t)n;
	}
	close(fd);
	while (sb->len && (sb->buf[sb->len - 1] == '\n' || sb->buf[sb->len - 1] == ' '))
		sb->buf[--sb->len] = '\0';
	return 0;
}

/* What a kernel config says about HZ and preemption. */
struct kconfig {
	char hz[32];
	int none, voluntary, full, lazy, rt, dynamic;
};

/* kconfig_line - note one line of a config file */
static void kconfig_line(struct kconfig *k, const char *line)
{
	static const struct {
		const char *opt;
		size_t off;
	} flags[] = {
		{ "CONFIG_PREEMPT_NONE=y", offsetof(struct kconfig, none) },
		{ "CONFIG_PREEMPT_VOLUNTARY=y", offsetof(struct kconfig, voluntary) },
		{ "CONFIG_PREEMPT=y", offsetof(struct kconfig, full) },
		{ "CONFIG_PREEMPT_LAZY=y", offsetof(struct kconfig, lazy) },
		{ "CONFIG_PREEMPT_RT=y", offsetof(struct kconfig, rt) },
		{ "CONFIG_PREEMPT_RT_FULL=y", offsetof(struct kconfig, rt) }, /* the -rt patches */
		{ "CONFIG_PREEMPT_DYNAMIC=y", offsetof(struct kconfig, dynamic) },
	};
	size_t i, n;

	if (!strncmp(line, "CONFIG_HZ=", 10)) {
		n = strspn(line + 10, "0123456789");
		if (n && n < sizeof(k->hz) && (line[10 + n] == '\n' || !line[10 + n])) {
			memcpy(k->hz, line + 10, n);
			k->hz[n] = '\0';
		}
		return;
	}
	for (i = 0; i < sizeof(flags) / sizeof(flags[0]); i++) {
		n = strlen(flags[i].opt);
		if (!strncmp(line, flags[i].opt, n) && (line[n] == '\n' || !line[n]))
			*(int *)((char *)k + flags[i].off) = 1;
	}
}

/*
 * read_kconfig - the config of the running kernel: /boot/config-RELEASE, else
 * /proc/config.gz (zlib reads both, compressed or not); its path into @from
 * Return: 0, or -1 when neither is readable.
 */
static int read_kconfig(struct kconfig *k, const char *release, char *from, size_t len)
{
	char paths[2][PATH_MAX], line[512];
	gzFile gz = NULL;
	int i;

	snprintf(paths[0], sizeof(paths[0]), "%s/config-%s", env_dir("PSTATE_BOOT", "/boot"),
		 release);
	snprintf(paths[1], sizeof(paths[1]), "%s/config.gz", env_dir("PSTATE_PROC", "/proc"));
	for (i = 0; i < 2 && !gz; i++) {
		/* a release with a '/' names no file of /boot */
		if (i == 0 && (!*release || strchr(release, '/')))
			continue;
		gz = gzopen(paths[i], "rb");
		if (gz && strlen(paths[i]) < len)
			memcpy(from, paths[i], strlen(paths[i]) + 1);
		else if (gz)
			snprintf(from, len, "(too long a path)");
	}
	if (!gz)
		return -1;
	memset(k, 0, sizeof(*k));
	while (gzgets(gz, line, sizeof(line)))
		kconfig_line(k, line);
	gzclose(gz);
	return 0;
}

/*
 * preempt_now - the model a PREEMPT_DYNAMIC kernel runs, from debugfs's
 * sched/preempt ("none voluntary (full) lazy"); 0, or -1 when unreadable
 */
static int preempt_now(const char *root, char *buf, size_t len)
{
	char line[256], *open_p, *close_p;

	if (sysfs_read_str(line, sizeof(line), "%s/kernel/debug/sched/preempt", root) < 0)
		return -1;
	open_p = strchr(line, '(');
	close_p = open_p ? strchr(open_p, ')') : NULL;
	if (!close_p || close_p == open_p + 1 ||
	    strspn(open_p + 1, "abcdefghijklmnopqrstuvwxyz") != (size_t)(close_p - open_p - 1))
		return -1;
	snprintf(buf, len, "%.*s", (int)(close_p - open_p - 1), open_p + 1);
	return 0;
}

/* kconfig_meta - kernel_config, kernel_hz, kernel_preempt */
static int kconfig_meta(sqlite3 *db, const char *root, const char *release)
{
	char from[PATH_MAX], now[64];
	struct strbuf sb = STRBUF_INIT;
	struct kconfig k;
	const char *model;
	int ret = 0;

	if (read_kconfig(&k, release, from, sizeof(from)) < 0) {
		ret |= db_set_meta(db, "kernel_config", CONTEXT_NA);
		ret |= db_set_meta(db, "kernel_hz", CONTEXT_NA);
		ret |= db_set_meta(db, "kernel_preempt", CONTEXT_NA);
		return ret ? -1 : 0;
	}
	ret |= db_set_meta(db, "kernel_config", from);
	ret |= db_set_meta(db, "kernel_hz", k.hz[0] ? k.hz : CONTEXT_NA);
	/* the strongest model configured is the one built (RT implies the others' options) */
	model = k.rt ? "rt" : k.full ? "full" : k.lazy ? "lazy" : k.voluntary ? "voluntary" :
		k.none ? "none" : NULL;
	if (!model) {
		ret |= db_set_meta(db, "kernel_preempt", CONTEXT_NA);
		return ret ? -1 : 0;
	}
	sb_adds(&sb, model);
	if (k.dynamic) {
		sb_adds(&sb, ", dynamic");
		if (preempt_now(root, now, sizeof(now)) == 0)
			sb_printf(&sb, ", now %s", now);
	}
	ret |= db_set_meta(db, "kernel_preempt", sb_cstr(&sb));
	sb_free(&sb);
	return ret ? -1 : 0;
}

/* add_tunables - "PREFIX/FILE=VALUE" of each regular file in @dir, by name */
static void add_tunables(struct strbuf *sb, const char *dir, const char *prefix)
{
	char path[PATH_MAX], val[MAX_TUNABLE];
	struct dirent **names;
	struct stat st;
	int n, i;

	n = scandir(dir, &names, NULL, alphasort);
	if (n < 0)
		return;
	for (i = 0; i < n; i++) {
		if (names[i]->d_name[0] != '.' &&
		    snprintf(path, sizeof(path), "%s/%s", dir, names[i]->d_name) < (int)sizeof(path) &&
		    stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
		    sysfs_read_str(val, sizeof(val), "%s", path) == 0) {
			val[strcspn(val, "\n")] = '\0';
			sb_printf(sb, "%s%s/%s=%s", sb->len ? ", " : "", prefix, names[i]->d_name, val);
		}
		free(names[i]);
	}
	free(names);
}

static int policy_filter(const struct dirent *de)
{
	return !strncmp(de->d_name, "policy", 6) && de->d_name[6];
}

/* tunables_meta - governor_tunables: the global ones, then each policy's */
static int tunables_meta(sqlite3 *db, const char *root)
{
	static const char *const govs[] = { "conservative", "ondemand", "schedutil" };
	char dir[PATH_MAX], prefix[NAME_MAX + 32];
	struct strbuf sb = STRBUF_INIT;
	struct dirent **pol;
	size_t g;
	int n, i, ret;

	for (g = 0; g < sizeof(govs) / sizeof(govs[0]); g++) {
		snprintf(dir, sizeof(dir), "%s/" CPU_DIR "/cpufreq/%s", root, govs[g]);
		add_tunables(&sb, dir, govs[g]);
	}
	snprintf(dir, sizeof(dir), "%s/" CPU_DIR "/cpufreq", root);
	n = scandir(dir, &pol, policy_filter, versionsort);
	for (i = 0; i < n; i++) {
		for (g = 0; g < sizeof(govs) / sizeof(govs[0]); g++) {
			snprintf(dir, sizeof(dir), "%s/" CPU_DIR "/cpufreq/%s/%s", root,
				 pol[i]->d_name, govs[g]);
			snprintf(prefix, sizeof(prefix), "%s/%s", pol[i]->d_name, govs[g]);
			add_tunables(&sb, dir, prefix);
		}
		free(pol[i]);
	}
	if (n >= 0)
		free(pol);
	ret = db_set_meta(db, "governor_tunables", sb.len ? sb_cstr(&sb) : "none");
	sb_free(&sb);
	return ret;
}

int context_snapshot(sqlite3 *db, const char *root, const char *release)
{
	struct strbuf sb = STRBUF_INIT;
	char path[PATH_MAX], val[64], *mc;
	int ret = 0;

	snprintf(path, sizeof(path), "%s/cmdline", env_dir("PSTATE_PROC", "/proc"));
	if (read_all(&sb, path, MAX_CMDLINE) < 0) {
		pt_warn("%s: %s", path, strerror(errno));
		ret |= db_set_meta(db, "kernel_cmdline", CONTEXT_NA);
	} else {
		ret |= db_set_meta(db, "kernel_cmdline", sb_cstr(&sb));
	}
	sb_free(&sb);
	ret |= kconfig_meta(db, root, release);
	mc = db_get_meta(db, "cpu_microcode");
	if (!mc)
		ret |= db_set_meta(db, "cpu_microcode", CONTEXT_NA);
	free(mc);
	ret |= db_set_meta(db, "smt_control",
			   sysfs_read_str(val, sizeof(val), "%s/" CPU_DIR "/smt/control", root) ?
				   CONTEXT_NA : val);
	ret |= db_set_meta(db, "smt_active",
			   sysfs_read_str(val, sizeof(val), "%s/" CPU_DIR "/smt/active", root) ?
				   CONTEXT_NA : val);
	ret |= tunables_meta(db, root);
	if (ret)
		pt_err("cannot write the context meta rows");
	return ret ? -1 : 0;
}
