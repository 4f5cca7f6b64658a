// Counts heap allocations made by the benchmark process, to prove that hot paths allocate nothing.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// Starts or stops counting allocations (malloc, calloc, realloc, memalign, posix_memalign, aligned_alloc).
void rk_allocation_counting(int enabled);

/// The number of allocations counted so far.
long long rk_allocation_count(void);

/// Heap bytes in use, from glibc's mallinfo2 (uordblks + hblkhd); -1 where unavailable.
long long rk_heap_bytes(void);

/// Returns freed heap memory to the system (glibc's malloc_trim(0)).
void rk_heap_trim(void);

#endif
