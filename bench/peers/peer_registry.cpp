// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "peers/peer.h"

namespace aclp_bench {

std::vector<Peer> &Peers()
{
    static std::vector<Peer> peers;  // function-local: safe from any TU's static initialisation
    return peers;
}

}  // namespace aclp_bench
