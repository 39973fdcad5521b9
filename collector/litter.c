// SPDX-License-Identifier: GPL-2.0
/*
 * litter.c - locks that tell a live recording's files from litter (litter.h).
 *
 * flock(2) rather than fcntl(2) locks: SQLite takes fcntl locks on the
 * temporary database and drops every one of the process's fcntl locks on a
 * file when it closes any descriptor of it; flock locks belong to the open
 * file, which is ours alone, and work on folders too.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "litter.h"

int litter_lock(int fd)
{
	int rc;

	do
		rc = flock(fd, LOCK_EX);
	while (rc < 0 && errno == EINTR);
	return rc < 0 ? -1 : 0;
}

int litter_unlocked(int fd)
{
	if (flock(fd, LOCK_EX | LOCK_NB) == 0)
		return 1;
	return errno == EWOULDBLOCK ? 0 : -1;
}

int litter_none(int dir_fd)
{
	char name[] = ".pstate-trace.XXXXXX";
	int fd, tries;

	fd = openat(dir_fd, ".", O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
	if (fd >= 0 || (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL))
		return fd;
	/* mkostemp() knows no folder descriptor: the same, by hand */
	for (tries = 0; tries < 100; tries++) {
		struct timespec ts;
		unsigned long v;
		int i;

		clock_gettime(CLOCK_MONOTONIC, &ts);
		v = (unsigned long)ts.tv_nsec * 2654435761UL ^ (unsigned long)getpid() << 16 ^
		    (unsigned long)tries;
		for (i = 0; i < 6; i++, v /= 36)
			name[sizeof(name) - 7 + i] = "abcdefghijklmnopqrstuvwxyz0123456789"[v % 36];
		fd = openat(dir_fd, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
		if (fd >= 0) {
			unlinkat(dir_fd, name, 0);
			return fd;
		}
		if (errno != EEXIST)
			return -1;
	}
	return -1;
}

int litter_same(int dir_fd, const char *name, int fd)
{
	struct stat a, b;

	if (fstat(fd, &a) < 0 || fstatat(dir_fd, name, &b, AT_SYMLINK_NOFOLLOW) < 0)
		return 0;
	return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}
