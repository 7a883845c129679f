import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, boolean } from "drizzle-orm/pg-core";
import { cents, displayOrder, updatedAt, visible } from "./columns.ts";

export const websiteContent = pgTable("website_content", {
  id: serial("id").primaryKey(),
  section: text("section").notNull().unique(),
  title: text("title"),
  content: text("content"),
  imageUrl: text("image_url"),
  founderName: text("founder_name"),
  founderTitle: text("founder_title"),
  visible: visible(),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    position: text("position"),
    company: text("company"),
    content: text("content").notNull(),
    rating: integer("rating").default(5).notNull(),
    imageUrl: text("image_url"),
    visible: visible(),
    updatedAt: updatedAt(),
  },
  (table) => [check("testimonials_rating_check", sql`${table.rating} between 1 and 5`)],
);

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    icon: text("icon").default("star").notNull(),
    description: text("description").notNull(),
    features: jsonb("features").$type<string[]>().default([]).notNull(),
    price: cents("price"),
    priceDisplay: text("price_display"),
    iconBg: text("icon_bg").default("primary").notNull(),
    visible: visible(),
    updatedAt: updatedAt(),
  },
  (table) => [check("services_price_check", sql`${table.price} >= 0`)],
);

export const featuredItems = pgTable(
  "featured_items",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: cents("price"),
    priceDisplay: text("price_display").notNull(),
    image: text("image").notNull(),
    visible: visible(),
    updatedAt: updatedAt(),
  },
  (table) => [check("featured_items_price_check", sql`${table.price} >= 0`)],
);

export const eventImages = pgTable("event_images", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description"),
  imageUrl: text("image_url").notNull(),
  order: displayOrder(),
  visible: visible(),
  updatedAt: updatedAt(),
});

export const socialLinks = pgTable("social_links", {
  id: serial("id").primaryKey(),
  platform: text("platform").notNull(),
  url: text("url").notNull(),
  visible: visible(),
  order: displayOrder(),
  updatedAt: updatedAt(),
});

export const shopProducts = pgTable("shop_products", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  imageUrl: text("image_url").notNull(),
  price: text("price").notNull(),
  productUrl: text("product_url").notNull(),
  isNew: boolean("is_new").default(false).notNull(),
  visible: visible(),
  order: displayOrder(),
  updatedAt: updatedAt(),
});

export const paymentSettings = pgTable("payment_settings", {
  id: serial("id").primaryKey(),
  serviceName: text("service_name").notNull().unique(),
  paymentLink: text("payment_link").notNull(),
  updatedAt: updatedAt(),
});
