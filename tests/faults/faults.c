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
 * Under ASan set ASAN_OPTIONS=verify_asan_link_order=0.  Build it with
 * -D_GNU_SOURCE (for RTLD_NEXT).
 */
#include <dlfcn.h>
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
