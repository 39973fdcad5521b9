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
 * Each faulted call appends its name to the file PT_FAULT_LOG, when set.
 * Under ASan set ASAN_OPTIONS=verify_asan_link_order=0.  Build it with
 * -D_GNU_SOURCE (for RTLD_NEXT).
 */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
