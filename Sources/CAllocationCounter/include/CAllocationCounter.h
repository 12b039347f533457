#ifndef PORTAL_ALLOCATION_COUNTER_H
#define PORTAL_ALLOCATION_COUNTER_H

// Counts the heap allocations the whole process makes (malloc, calloc, realloc, posix_memalign,
// aligned_alloc, memalign, valloc), by defining those functions in the benchmark executable:
// the dynamic linker binds every library's calls (the Swift runtime, cairo, Xlib) to them, and
// they forward to the C library's own. Linked only into portal-bench.

#include <stdint.h>

// Allocation calls since the process started, on every thread.
uint64_t portal_allocation_count(void);

#endif
