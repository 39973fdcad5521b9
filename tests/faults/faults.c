// SPDX-License-Identifier: GPL-2.0
/*
 * faults.c - system call failures on demand, for the integration tests:
 * an LD_PRELOAD library that makes the calls PT_FAULT names fail the way the
 * kernel can make them fail, so that the error paths run deterministically.
 *
 *   cc -D_GNU_SOURCE -shared -fPIC -o faults.so tests/faults/faults.c -ldl
 *   PT_FAULT=fork LD_PRELOAD=./faults.so pstate-trace import ...
 *
 * PT_FAULT is a comma-separated list of:
 *   fork             fork() fails with EAGAIN (the process limit)
 *   waitpid          waitpid(..., WNOHANG) fails with ECHILD (a blocking
 *                    waitpid, as used to reap, works)
 *   copy_file_range  copy_file_range() fails with EXDEV (another filesystem)
 *   shrink           copy_file_range() first cuts its input file to half its
 *                    size (as if it shrank while being copied), then fails
 *                    with EXDEV
 *   libcrash         libtracecmd's tracecmd_get_trace_clock() (which import
 *                    asks after reading the events) dies of SIGSEGV, as a
 *                    library crash away from the event data
 *   libcrash-once    the same, only the first time (PT_FAULT_LOG must be set:
 *                    it tells the later calls, in other processes)
 *   rdlock           fcntl(F_SETLK) of a read lock (SQLite's shared lock on a
 *                    database) fails with EAGAIN, as when a writer holds
 *                    the database, once PT_FAULT_AFTER of them (default 0)
 *                    have been taken: a lock that comes while a reader
 *                    runs
 * Each faulted call appends its name to the file PT_FAULT_LOG, when set.
 *
 * PT_PAUSE stops the process at points of its work, so that a test can act
 * (send a signal, run another pstate-trace) exactly there, with no sleep:
 * at each point it names, the first time it is reached, the process writes
 * the point's name and a newline to the fifo PT_PAUSED, then waits until a
 * line can be read from the fifo PT_RESUME, then goes on.  The points:
 *   fork      the first fork() (record: the workload's, after the tracefs
 *             instance, the spool folder and the temporary database are made
 *             and before any reader has the instance's files open)
 *   destroy   tracefs_instance_destroy() of the process's own instance
 *             (record: the recording has ended, the conversion comes next)
 *   commit    the COMMIT of a database whose meta source is written (the
 *             conversion's last, as record and import do it)
 *   index     the statements that build the indexes (CREATE INDEX)
 *   rename-old  the rename of an existing output to NAME.old
 *   rename    the rename of the temporary database into place
 * Signals sent while it waits are handled as they come (the waits restart).
 *
 * Under ASan set ASAN_OPTIONS=verify_asan_link_order=0.  Build it with
 * -D_GNU_SOURCE (for RTLD_NEXT).
 */
#include <dlfcn.h>
#include <sqlite3.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* faulted - whether PT_FAULT names @name; notes the call in PT_FAULT_LOG */
static int faulted(const char *name)
{
	const char *list = getenv("PT_FAULT"), *log = getenv("PT_FAULT_LOG");
	size_t n = strlen(name);
	const char *p;
	int fd;

	for (p = list; p && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] ? 1 : 0)) {
		if (strncmp(p, name, n) != 0 || (p[n] && p[n] != ','))
			continue;
		if (log) {
			fd = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
			if (fd >= 0) {
				if (write(fd, name, n) != (ssize_t)n || write(fd, "\n", 1) != 1)
					fprintf(stderr, "faults: %s: %s\n", log, strerror(errno));
				close(fd);
			}
		}
		return 1;
	}
	return 0;
}

/* logged - whether PT_FAULT_LOG already has the line @name */
static int logged(const char *name)
{
	const char *log = getenv("PT_FAULT_LOG");
	char line[64];
	FILE *f = log ? fopen(log, "r") : NULL;
	int found = 0;

	while (f && !found && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		found = !strcmp(line, name);
	}
	if (f)
		fclose(f);
	return found;
}

/* listed - whether the comma-separated @list names @name */
static int listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = list; p && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] ? 1 : 0))
		if (!strncmp(p, name, n) && (!p[n] || p[n] == ','))
			return 1;
	return 0;
}

/* pause_at - the PT_PAUSE point @name: say it on PT_PAUSED, wait for PT_RESUME */
static void pause_at(const char *name)
{
	static char done[16][16];
	static int nr_done;
	const char *paused = getenv("PT_PAUSED"), *resume = getenv("PT_RESUME");
	char c = 0;
	int fd, i;

	if (!listed(getenv("PT_PAUSE"), name) || !paused || !resume)
		return;
	for (i = 0; i < nr_done; i++)
		if (!strcmp(done[i], name))
			return;
	if (nr_done < 16)
		snprintf(done[nr_done++], sizeof(done[0]), "%s", name);
	fd = open(paused, O_WRONLY | O_CLOEXEC);
	if (fd < 0 || write(fd, name, strlen(name)) < 0 || write(fd, "\n", 1) != 1)
		fprintf(stderr, "faults: %s: %s\n", paused, strerror(errno));
	if (fd >= 0)
		close(fd);
	/* a signal the test sends while the program waits here (SIGINT at
	 * this point) must not end the wait: the test resumes it after */
	do
		fd = open(resume, O_RDONLY | O_CLOEXEC);
	while (fd < 0 && errno == EINTR);
	for (;;) {
		ssize_t n = fd >= 0 ? read(fd, &c, 1) : 0;

		if (n < 0 && errno == EINTR)
			continue;
		if (n != 1 || c == '\n')
			break;
	}
	if (fd < 0)
		fprintf(stderr, "faults: %s: %s\n", resume, strerror(errno));
	else
		close(fd);
}

/* source_written - @db has a meta row source: its data are all in */
static int source_written(sqlite3 *db)
{
	int (*prepare)(sqlite3 *, const char *, int, sqlite3_stmt **, const char **) =
		(int (*)(sqlite3 *, const char *, int, sqlite3_stmt **, const char **))dlsym(
			RTLD_DEFAULT, "sqlite3_prepare_v2");
	int (*step)(sqlite3_stmt *) = (int (*)(sqlite3_stmt *))dlsym(RTLD_DEFAULT, "sqlite3_step");
	int (*finalize)(sqlite3_stmt *) =
		(int (*)(sqlite3_stmt *))dlsym(RTLD_DEFAULT, "sqlite3_finalize");
	sqlite3_stmt *st;
	int found = 0;

	if (!prepare || !step || !finalize ||
	    prepare(db, "SELECT 1 FROM meta WHERE key = 'source'", -1, &st, NULL) != SQLITE_OK)
		return 0;
	found = step(st) == SQLITE_ROW;
	finalize(st);
	return found;
}

int sqlite3_exec(sqlite3 *db, const char *sql, int (*cb)(void *, int, char **, char **),
		 void *arg, char **err)
{
	int (*real)(sqlite3 *, const char *, int (*)(void *, int, char **, char **), void *,
		    char **) =
		(int (*)(sqlite3 *, const char *, int (*)(void *, int, char **, char **), void *,
			 char **))dlsym(RTLD_NEXT, "sqlite3_exec");

	if (getenv("PT_PAUSE")) {
		if (!strncmp(sql, "COMMIT", 6) && source_written(db))
			pause_at("commit");
		else if (strstr(sql, "CREATE INDEX"))
			pause_at("index");
	}
	return real(db, sql, cb, arg, err);
}

/* at_rename - the rename points, from the names */
static void at_rename(const char *from, const char *to)
{
	size_t n = strlen(to);

	if (n > 4 && !strcmp(to + n - 4, ".old"))
		pause_at("rename-old");
	else if (strstr(from, ".tmp-"))
		pause_at("rename");
}

int rename(const char *from, const char *to)
{
	int (*real)(const char *, const char *) =
		(int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");

	at_rename(from, to);
	return real(from, to);
}

int renameat(int from_fd, const char *from, int to_fd, const char *to)
{
	int (*real)(int, const char *, int, const char *) =
		(int (*)(int, const char *, int, const char *))dlsym(RTLD_NEXT, "renameat");

	at_rename(from, to);
	return real(from_fd, from, to_fd, to);
}

int tracefs_instance_destroy(void *inst);
int tracefs_instance_destroy(void *inst)
{
	int (*real)(void *) = (int (*)(void *))dlsym(RTLD_NEXT, "tracefs_instance_destroy");
	const char *(*get_name)(void *) =
		(const char *(*)(void *))dlsym(RTLD_DEFAULT, "tracefs_instance_get_name");
	const char *name = get_name ? get_name(inst) : NULL;
	char own[64];

	snprintf(own, sizeof(own), "pstate-trace-%d", (int)getpid());
	if (name && !strcmp(name, own))
		pause_at("destroy");
	return real(inst);
}

const char *tracecmd_get_trace_clock(void *handle);
const char *tracecmd_get_trace_clock(void *handle)
{
	const char *(*real)(void *) = (const char *(*)(void *))dlsym(RTLD_NEXT,
								     "tracecmd_get_trace_clock");

	if ((!logged("libcrash-once") && faulted("libcrash-once")) || faulted("libcrash")) {
		signal(SIGSEGV, SIG_DFL);
		raise(SIGSEGV);
	}
	return real(handle);
}

pid_t fork(void)
{
	pid_t (*real)(void) = (pid_t (*)(void))dlsym(RTLD_NEXT, "fork");

	pause_at("fork");
	if (faulted("fork")) {
		errno = EAGAIN;
		return -1;
	}
	return real();
}

pid_t waitpid(pid_t pid, int *status, int options)
{
	pid_t (*real)(pid_t, int *, int) = (pid_t (*)(pid_t, int *, int))dlsym(RTLD_NEXT,
									      "waitpid");

	if ((options & WNOHANG) && faulted("waitpid")) {
		errno = ECHILD;
		return -1;
	}
	return real(pid, status, options);
}

ssize_t copy_file_range(int fd_in, off_t *off_in, int fd_out, off_t *off_out, size_t len,
			unsigned int flags)
{
	ssize_t (*real)(int, off_t *, int, off_t *, size_t, unsigned int) =
		(ssize_t (*)(int, off_t *, int, off_t *, size_t, unsigned int))dlsym(
			RTLD_NEXT, "copy_file_range");
	char path[64];
	struct stat st;
	int fd;

	if (faulted("shrink")) {
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd_in);
		fd = open(path, O_WRONLY | O_CLOEXEC);
		if (fd < 0 || fstat(fd, &st) < 0 || ftruncate(fd, st.st_size / 2) < 0)
			fprintf(stderr, "faults: shrink: %s\n", strerror(errno));
		if (fd >= 0)
			close(fd);
		errno = EXDEV;
		return -1;
	}
	if (faulted("copy_file_range")) {
		errno = EXDEV;
		return -1;
	}
	return real(fd_in, off_in, fd_out, off_out, len, flags);
}

int fcntl64(int fd, int cmd, ...);
int fcntl64(int fd, int cmd, ...)
{
	int (*real)(int, int, ...) = (int (*)(int, int, ...))dlsym(RTLD_NEXT, "fcntl64");
	static long taken;
	const char *after = getenv("PT_FAULT_AFTER");
	void *arg;
	va_list ap;

	va_start(ap, cmd);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (cmd == F_SETLK && ((struct flock *)arg)->l_type == F_RDLCK &&
	    taken++ >= (after ? atol(after) : 0) && faulted("rdlock")) {
		errno = EAGAIN;
		return -1;
	}
	return real(fd, cmd, arg);
}
