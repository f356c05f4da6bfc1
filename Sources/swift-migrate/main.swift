print("swift-migrate")
